import type { DealListType } from '@wasla/shared/contracts/deals';
import type { Language } from '@wasla/shared/languages';
import { Handshake, Heart, Inbox, Plus, SearchX, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigation } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { LinkTabs } from '../components/ui/link-tabs';
import { Pagination } from '../components/ui/pagination';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { DealCard } from '../features/deals/deal-card';
import { DealFiltersForm } from '../features/deals/deal-filters';
import { dealListHref, filtersOf, isDealListType, isFiltered } from '../features/deals/deal-list-model';
import { dealsApi } from '../features/deals/deals-api.server';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-deals';

const TYPES: DealListType[] = ['sent', 'received', 'favored'];
const ICONS = { sent: Send, received: Inbox, favored: Heart } as const;

/** The list's own address: `/my-deals/{type}`, or `/deals?type=` for the list under its spec name. */
const baseOf = (lang: Language, type: DealListType, underDeals: boolean) =>
  underDeals ? `/${lang}/deals` : `/${lang}/my-deals/${type}`;

/**
 * My deals (SPEC.md sections 2 and 7): sent, received or favourite deals (`GET /deals?type=`), with
 * status, date and code filters in the address, pages, and an empty state per tab. `/deals` shows
 * the same list, its tab in `?type=`.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const underDeals = args.params.type === undefined;
  const type = underDeals ? (url.searchParams.get('type') ?? 'received') : args.params.type;
  if (!isDealListType(type)) throw data(null, { status: 404 });
  const signedIn = await requireUser(args);
  const { filters, query, problems } = filtersOf(url.searchParams);
  const list = await dealsApi(signedIn.api).list({
    type,
    ...(query.status ? { status: query.status } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.code ? { code: query.code } : {}),
    page: query.page,
  });
  const { last_page } = list.meta;
  // Past the last page (the last card of a page left the list): the last one.
  if (filters.page > 1 && filters.page > last_page) {
    const base = baseOf(signedIn.lang, type, underDeals);
    const href = dealListHref(base, filters, Math.max(last_page, 1));
    throw redirect(underDeals ? `${href}${href.includes('?') ? '&' : '?'}type=${type}` : href);
  }
  return withSession(signedIn, {
    type,
    underDeals,
    filters,
    problems,
    deals: list.data,
    meta: list.meta,
    meId: signedIn.user.id,
    renderedAt: Date.now(),
  });
}

export const meta: Route.MetaFunction = (args) => {
  const type = isDealListType(args.params.type) ? args.params.type : 'received';
  return [
    ...pageMeta(args, { key: 'deals.list.title' }, { key: `deals.list.intro_${type}` }),
    { name: 'robots', content: 'noindex' },
  ];
};

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4">
      {[0, 1, 2].map((n) => (
        <li
          key={n}
          className="grid animate-pulse gap-3 rounded-2xl border border-line bg-surface p-5 motion-reduce:animate-none"
        >
          <div className="flex gap-2">
            <div className="h-5 w-20 rounded-lg bg-canvas" />
            <div className="h-5 w-24 rounded-full bg-brand-50" />
          </div>
          <div className="h-5 w-2/3 rounded-full bg-canvas" />
          <div className="flex justify-between">
            <div className="h-8 w-40 rounded-full bg-canvas" />
            <div className="h-8 w-24 rounded-full bg-canvas" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function MyDeals({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { type, underDeals, filters, problems, deals, meta, meId, renderedAt } = loaderData;
  const base = baseOf(lang, type, underDeals);
  const withType = (href: string) =>
    underDeals ? `${href}${href.includes('?') ? '&' : '?'}type=${type}` : href;
  const navigation = useNavigation();
  const switching =
    navigation.state === 'loading' &&
    !navigation.formMethod?.match(/post/i) &&
    (navigation.location.pathname.startsWith(`/${lang}/my-deals/`) ||
      navigation.location.pathname === `/${lang}/deals`);
  const filtered = isFiltered(filters);
  const Icon = filtered ? SearchX : ICONS[type];
  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('deals.list.title')}</h1>
          <p className="mt-1 text-muted">{t(`deals.list.intro_${type}`)}</p>
        </div>
        <LinkButton to={`/${lang}/category`} variant="secondary" className="max-sm:w-full">
          <Plus aria-hidden="true" className="size-4.5" />
          {t('deals.list.find_service')}
        </LinkButton>
      </header>
      {/* Under /my-deals the dashboard's menu holds the three lists; /deals has no menu entry of its own. */}
      {underDeals ? (
        <LinkTabs
          label={t('deals.list.tabs')}
          current={type}
          tabs={TYPES.map((id) => ({
            id,
            href: underDeals ? `/${lang}/deals?type=${id}` : `/${lang}/my-deals/${id}`,
            label: t(`deals.list.tab_${id}`),
          }))}
        />
      ) : null}
      <DealFiltersForm
        action={base}
        filters={filters}
        problems={problems}
        hidden={underDeals ? { type } : undefined}
      />
      <section aria-labelledby="deal-list-title" aria-busy={switching || undefined} className="grid gap-4">
        <h2 id="deal-list-title" className="sr-only">
          {t(`deals.list.tab_${type}`)}
        </h2>
        {switching ? (
          <ListSkeleton />
        ) : deals.length === 0 ? (
          <EmptyState
            icon={Icon}
            title={t(filtered ? 'deals.list.empty_filtered_title' : `deals.list.empty_${type}_title`)}
            body={t(filtered ? 'deals.list.empty_filtered_body' : `deals.list.empty_${type}_body`)}
            action={
              filtered ? (
                <LinkButton to={withType(base)} variant="secondary">
                  {t('deals.list.clear')}
                </LinkButton>
              ) : (
                <LinkButton to={`/${lang}/category`}>
                  <Handshake aria-hidden="true" className="size-4.5" />
                  {t('deals.list.find_service')}
                </LinkButton>
              )
            }
          />
        ) : (
          <>
            <p className="text-sm text-muted">{t('deals.list.count', { count: meta.total })}</p>
            <ul className="grid gap-4">
              {deals.map((deal) => (
                <DealCard key={deal.id} deal={deal} lang={lang} meId={meId} renderedAt={renderedAt} />
              ))}
            </ul>
          </>
        )}
        {switching ? null : (
          <Pagination
            current={meta.current_page}
            last={meta.last_page}
            hrefOf={(page) => withType(dealListHref(base, filters, page))}
          />
        )}
      </section>
    </div>
  );
}

/** A list that could not be read says so inside the dashboard and offers to try again. */
export function ErrorBoundary() {
  return <LoadErrorPanel title="deals.list.load_failed" retry="deals.retry" />;
}
