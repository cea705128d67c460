import { PAGE_SIZES } from '@wasla/shared/business-constants';
import type {
  FavoriteType,
  ProviderCard as ProviderItem,
  ServiceCard as ServiceItem,
} from '@wasla/shared/contracts/discovery';
import { favoritePage } from '@wasla/shared/contracts/replies';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Heart, UsersRound } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useNavigate, useNavigation } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { NativeSelectField } from '../components/ui/native-select-field';
import { Pagination } from '../components/ui/pagination';
import { currentUser } from '../features/auth/current-user.server';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { FavoriteButton } from '../features/discovery/favorite-button';
import { ServiceCard } from '../features/discovery/service-card';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import {
  FAVORITE_SORTS,
  type FavoritesState,
  favoritesApiQuery,
  favoritesHref,
  readFavoritesState,
} from '../features/favorites/favorites-url';
import { ProviderCard } from '../features/providers/provider-card';
import { apiFor } from '../lib/api-client/client.server';
import { pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/favorite';

/**
 * The account's favourites (SPEC.md section 7, `GET /favorites?type=&perPage=&sortBy=&page=`): a guest
 * is sent to log in first. Prices are shown in the visitor's currency, as on the listing.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const { lang } = signedIn;
  const [{ currency }, account] = await Promise.all([
    visitorApi(args),
    currentUser(args.context, args.request, lang),
  ]);
  const api = apiFor(args.context, lang, { token: account.token, currency });
  const state = readFavoritesState(new URL(args.request.url).searchParams);
  const list = await api.get(favoritePage, `/favorites?${favoritesApiQuery(state)}`);
  // Past the last page (its last favourite was just removed): go to the last one there is.
  const last = Math.max(list.meta.last_page, 1);
  if (state.page > last) throw redirect(favoritesHref(lang, state, { page: last }));
  const common = { lang, state, meta: list.meta, action: `/${lang}/discovery-action` };
  return withSession(
    signedIn,
    state.type === 'service'
      ? { ...common, services: list.data as ServiceItem[], providers: [] as ProviderItem[] }
      : { ...common, services: [] as ServiceItem[], providers: list.data as ProviderItem[] },
  );
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'favorites_page.title' }, { key: 'favorites_page.intro' }),
  { name: 'robots', content: 'noindex' },
];

/** Services or providers: two links, so the choice lives in the address. */
function TypeTabs({ lang, state }: { lang: Language; state: FavoritesState }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('favorites_page.tabs_label')}>
      <ul className="inline-flex w-full gap-1 rounded-2xl border border-line bg-surface p-1 sm:w-auto">
        {(['service', 'provider'] as const).map((type) => {
          const active = type === state.type;
          const Icon = type === 'service' ? Heart : UsersRound;
          return (
            <li key={type} className="flex-1 sm:flex-none">
              <Link
                to={favoritesHref(lang, state, { type })}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`flex h-10 items-center justify-center gap-2 rounded-xl px-4 text-sm whitespace-nowrap outline-none transition-colors focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500 ${active ? 'bg-brand-700 font-semibold text-white' : 'font-medium text-muted hover:bg-brand-50 hover:text-ink'}`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`favorites_page.tab_${type}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** "Showing x of y", the order and the page size; both choices apply at once, as links do. */
function Toolbar({
  lang,
  state,
  shown,
  total,
}: {
  lang: Language;
  state: FavoritesState;
  shown: number;
  total: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (changes: Partial<FavoritesState>) =>
    navigate(favoritesHref(lang, state, changes), { preventScrollReset: true });
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <p role="status" className="text-sm text-muted">
        {t('listing.showing', { some: formatNumber(shown, lang), total: formatNumber(total, lang) })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <NativeSelectField
            label={t('favorites_page.sort')}
            name="sortBy"
            value={state.sortBy}
            onChange={(key) => go({ sortBy: key === 'oldest' ? 'oldest' : 'latest' })}
            options={FAVORITE_SORTS.map((s) => ({ id: s, name: t(`favorites_page.sort_${s}`) }))}
          />
        </div>
        <div className="w-28">
          <NativeSelectField
            label={t('listing.per_page')}
            name="perPage"
            value={String(state.perPage)}
            onChange={(key) => go({ perPage: PAGE_SIZES.find((n) => String(n) === key) ?? PAGE_SIZES[0] })}
            options={PAGE_SIZES.map((n) => ({ id: String(n), name: formatNumber(n, lang) }))}
          />
        </div>
      </div>
    </div>
  );
}

/** Stand-ins of the cards while another tab, order or page is being read. */
function GridSkeleton({ type }: { type: FavoriteType }) {
  return (
    <ul aria-hidden="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((n) => (
        <li key={n} className="animate-pulse overflow-hidden rounded-2xl border border-line bg-surface">
          {type === 'service' ? (
            <div className="aspect-[4/3] bg-brand-50" />
          ) : (
            <div className="mx-auto mt-6 size-20 rounded-full bg-brand-50" />
          )}
          <div className="grid gap-2.5 p-4">
            <div className="h-3 w-20 rounded-full bg-brand-50" />
            <div className="h-4 w-3/4 rounded-full bg-canvas" />
            <div className="h-4 w-1/2 rounded-full bg-canvas" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function Favorite({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, state, meta, services, providers, action } = loaderData;
  const navigation = useNavigation();
  // Another tab, order or page of this screen is on its way: its cards are not known yet.
  const switching =
    navigation.state === 'loading' &&
    !navigation.formData &&
    navigation.location.pathname === `/${lang}/favorite`;
  const shown = state.type === 'service' ? services.length : providers.length;
  const loginHref = `/${lang}/auth/login`;

  // A removed favourite takes its focused heart with it: focus goes to the list, not the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = [...services, ...providers].map((item) => item.id).join();
  const shownIds = useRef(ids);
  useEffect(() => {
    if (shownIds.current === ids) return;
    shownIds.current = ids;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [ids]);

  const heart = (type: FavoriteType, id: number, name: string) => (
    <FavoriteButton type={type} id={id} favorite action={action} loginHref={loginHref} signedIn name={name} />
  );

  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('favorites_page.title')}</h1>
        <p className="mt-1 text-muted">{t('favorites_page.intro')}</p>
      </header>

      <TypeTabs lang={lang} state={state} />

      <section aria-labelledby="favorites-list" aria-busy={switching || undefined} className="grid gap-5">
        <h2 id="favorites-list" ref={heading} tabIndex={-1} className="sr-only">
          {t(`favorites_page.list_${state.type}`)}
        </h2>
        {shown > 0 || switching ? (
          <Toolbar lang={lang} state={state} shown={shown} total={meta.total} />
        ) : null}
        {switching ? (
          <GridSkeleton type={state.type} />
        ) : shown === 0 ? (
          <EmptyState
            icon={state.type === 'service' ? Heart : UsersRound}
            title={t(`favorites_page.empty_${state.type}_title`)}
            body={t(`favorites_page.empty_${state.type}_body`)}
            action={
              <LinkButton to={state.type === 'service' ? `/${lang}/category` : `/${lang}/providers`}>
                {t(`favorites_page.browse_${state.type}`)}
              </LinkButton>
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {services.map((service) => (
              <li key={service.id} className="min-w-0 [&>article]:h-full">
                <ServiceCard
                  service={service}
                  lang={lang}
                  action={heart('service', service.id, service.name)}
                />
              </li>
            ))}
            {providers.map((provider) => (
              <li key={provider.id} className="min-w-0 [&>article]:h-full">
                <ProviderCard
                  provider={provider}
                  lang={lang}
                  action={heart('provider', provider.id, provider.name)}
                />
              </li>
            ))}
          </ul>
        )}
        {switching ? null : (
          <Pagination
            current={meta.current_page}
            last={meta.last_page}
            hrefOf={(page) => favoritesHref(lang, state, { page })}
          />
        )}
      </section>
    </div>
  );
}

/** A list that could not be read says so inside the dashboard and offers to try again. */
export function ErrorBoundary() {
  return <LoadErrorPanel title="favorites_page.load_failed" retry="favorites_page.retry" />;
}
