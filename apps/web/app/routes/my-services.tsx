import { translator } from '@wasla/i18n/server-translator';
import { emptyReply, myServicePage, serviceEditPage } from '@wasla/shared/contracts/replies';
import type { ServiceEdit } from '@wasla/shared/contracts/services';
import { serviceEditSchema } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { BriefcaseBusiness, FilePen, Megaphone, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useNavigation } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import { toFormResult } from '../features/feedback/form-result';
import { DraftCard, type DraftItem } from '../features/services/my-services/draft-card';
import {
  addServiceHref,
  type DialogErrors,
  holidayProblems,
  isCardIntent,
  isMyServicesType,
  listHref,
  listQueryOf,
  type MyServicesType,
  reopenProblems,
  STATUS_TABS,
  type StatusTab,
} from '../features/services/my-services/my-services-model';
import { ServiceCard } from '../features/services/my-services/service-card';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-services';

const draftItem = (draft: ServiceEdit): DraftItem => ({
  id: draft.id,
  type: draft.type,
  name: draft.name,
  thumb_url: draft.main_image?.thumb_url ?? null,
  updated_at: draft.updated_at,
  steps: draft.steps,
});

export async function loader(args: Route.LoaderArgs) {
  const type = args.params.type;
  if (!isMyServicesType(type)) throw data(null, { status: 404 });
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const { status, page } = listQueryOf(new URL(args.request.url).searchParams);
  const list =
    type === 'uncompleted'
      ? { drafts: true as const, page: await api.get(serviceEditPage, `/my-draft-services?page=${page}`) }
      : {
          drafts: false as const,
          page: await api.get(myServicePage, `/my-services?type=${type}&status=${status}&page=${page}`),
        };
  // Past the last page (the last item of a page was just deleted): go to the last one.
  const { last_page } = list.page.meta;
  if (page > 1 && page > last_page) throw redirect(listHref(lang, type, status, Math.max(last_page, 1)));
  const common = { status, page, meta: list.page.meta };
  return withSession(
    signedIn,
    list.drafts
      ? { ...common, type, drafts: list.page.data.map(draftItem), services: [] }
      : { ...common, type, drafts: [], services: list.page.data },
  );
}

type WriteReply =
  | { ok: true; message?: { txt: string[] } }
  | { ok: false; message: Record<string, string[] | undefined> };

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { api, lang } = signedIn;
  const form = await args.request.formData();
  const intent = form.get('intent');
  const id = Number(form.get('id'));
  if (!isCardIntent(intent) || !Number.isInteger(id) || id < 1) throw data(null, { status: 400 });
  const t = translator(lang, 'common');
  const text = (key: string) => String(form.get(key) ?? '').trim();
  // The API's own today is the UTC one; it has the last word on days in the past.
  const today = new Date().toISOString().slice(0, 10);
  const refused = (problems: DialogErrors, values: Record<string, string>) =>
    withSession(signedIn, {
      intent,
      id,
      ok: false as const,
      errors: Object.fromEntries(
        Object.entries(problems).map(([field, keys]) => [
          field,
          keys.map((key) => t(`my_services.errors.${key}`)),
        ]),
      ),
      values,
    });

  let reply: WriteReply;
  let values: Record<string, string> = {};
  if (intent === 'close' || intent === 'cancel-holiday') {
    reply = await api.post(serviceEditSchema, `/services/${id}/${intent}`, {});
  } else if (intent === 'reopen') {
    values = { mode: text('mode') === 'until' ? 'until' : 'forever', until: text('until') };
    const problems = reopenProblems(values.mode ?? '', values.until ?? '', today);
    if (Object.keys(problems).length) return refused(problems, values);
    reply = await api.post(serviceEditSchema, `/services/${id}/reopen`, {
      until: values.mode === 'until' ? values.until : null,
    });
  } else if (intent === 'holiday') {
    values = { holiday_start: text('holiday_start'), holiday_end: text('holiday_end') };
    const problems = holidayProblems(values.holiday_start ?? '', values.holiday_end ?? '', today);
    if (Object.keys(problems).length) return refused(problems, values);
    reply = await api.post(serviceEditSchema, `/services/${id}/change-availability`, values);
  } else {
    reply = await api.send(emptyReply, 'DELETE', `/services/${id}`);
  }
  const done = t(`my_services.done.${intent.replace('-', '_')}`);
  return withSession(signedIn, { intent, id, ...toFormResult(reply, values, done) });
}

export const meta: Route.MetaFunction = (args) => {
  const type = isMyServicesType(args.params.type) ? args.params.type : 'provided';
  return [
    ...pageMeta(args, { key: `my_services.title.${type}` }, { key: `my_services.intro.${type}` }),
    { name: 'robots', content: 'noindex' },
  ];
};

/** The same pictures as the header's add-service cards: a briefcase to provide, a megaphone to ask. */
const TYPE_ICONS = { provided: BriefcaseBusiness, requested: Megaphone } as const;

/** Links to the status tabs; the tab lives in the address (`?status=`), so it survives a reload. */
function StatusTabs({
  lang,
  type,
  current,
}: {
  lang: Language;
  type: Exclude<MyServicesType, 'uncompleted'>;
  current: StatusTab;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('my_services.tabs_label')}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      <ul className="inline-flex min-w-full gap-1 rounded-2xl border border-line bg-surface p-1 sm:min-w-0">
        {STATUS_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab} className="flex-1 sm:flex-none">
              <Link
                to={listHref(lang, type, tab)}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`flex h-10 items-center justify-center rounded-xl px-4 text-sm whitespace-nowrap outline-none transition-colors focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-[-3px] focus-visible:outline-accent-500 ${active ? 'bg-brand-700 font-semibold text-white' : 'font-medium text-muted hover:bg-brand-50 hover:text-ink'}`}
              >
                {t(`my_services.tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Stand-ins of the cards while another tab or page is being read. */
function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4">
      {[0, 1, 2].map((n) => (
        <li key={n} className="animate-pulse rounded-2xl border border-line bg-surface p-4 sm:p-5">
          <div className="flex gap-4">
            <div className="h-[4.2rem] w-[5.6rem] rounded-xl bg-brand-50 sm:h-[5.25rem] sm:w-28" />
            <div className="grid flex-1 content-start gap-2.5">
              <div className="h-4 w-20 rounded-full bg-brand-50" />
              <div className="h-4 w-3/4 rounded-full bg-canvas" />
              <div className="h-4 w-1/3 rounded-full bg-canvas" />
            </div>
          </div>
          <div className="mt-4 flex gap-2 border-t border-line pt-4">
            <div className="h-9 w-24 rounded-xl bg-canvas" />
            <div className="h-9 w-24 rounded-xl bg-canvas" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function MyServices({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { type, status, meta, services, drafts } = loaderData;
  const navigation = useNavigation();
  // Another tab or page of this screen is on its way: its cards are not known yet.
  const switching =
    navigation.state === 'loading' &&
    !navigation.formData &&
    navigation.location.pathname.startsWith(`/${lang}/my-services/`);
  const count = type === 'uncompleted' ? drafts.length : services.length;
  // A deleted card takes the focused button with it: focus goes back to the list, not to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = (type === 'uncompleted' ? drafts : services).map((item) => item.id).join();
  const shownIds = useRef(ids);
  useEffect(() => {
    if (shownIds.current === ids) return;
    shownIds.current = ids;
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  }, [ids]);

  const empty =
    type === 'uncompleted' ? (
      <EmptyState
        icon={FilePen}
        title="my_services.empty.uncompleted_title"
        body="my_services.empty.uncompleted_body"
        action={
          <>
            <LinkButton to={addServiceHref(lang, 'provided')}>
              <BriefcaseBusiness aria-hidden="true" className="size-4.5" />
              {t('my_services.add.provided')}
            </LinkButton>
            <LinkButton to={addServiceHref(lang, 'requested')} variant="secondary">
              <Megaphone aria-hidden="true" className="size-4.5" />
              {t('my_services.add.requested')}
            </LinkButton>
          </>
        }
      />
    ) : (
      <EmptyState
        icon={TYPE_ICONS[type]}
        title={t(`my_services.empty.${type}_${status}_title`)}
        body={t(`my_services.empty.${type}_${status}_body`)}
        action={
          <>
            <LinkButton to={addServiceHref(lang, type)}>
              <Plus aria-hidden="true" className="size-4.5" />
              {t(`my_services.add.${type}`)}
            </LinkButton>
            {status !== 'all' ? (
              <LinkButton to={listHref(lang, type, 'all')} variant="secondary">
                {t('my_services.empty.see_all')}
              </LinkButton>
            ) : null}
          </>
        }
      />
    );

  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t(`my_services.title.${type}`)}</h1>
          <p className="mt-1 text-muted">{t(`my_services.intro.${type}`)}</p>
        </div>
        {type !== 'uncompleted' ? (
          <LinkButton to={addServiceHref(lang, type)} className="max-sm:w-full">
            <Plus aria-hidden="true" className="size-4.5" />
            {t(`my_services.add.${type}`)}
          </LinkButton>
        ) : null}
      </header>

      {type !== 'uncompleted' ? <StatusTabs lang={lang} type={type} current={status} /> : null}

      <section aria-labelledby="my-services-list" aria-busy={switching || undefined} className="grid gap-5">
        <h2 id="my-services-list" ref={heading} tabIndex={-1} className="sr-only">
          {type === 'uncompleted' ? t(`my_services.title.${type}`) : t(`my_services.tabs.${status}`)}
        </h2>
        {switching ? (
          <ListSkeleton />
        ) : count === 0 ? (
          empty
        ) : (
          <>
            <p className="text-sm text-muted">{t('my_services.count', { count: meta.total })}</p>
            <ul className="grid gap-4">
              {type === 'uncompleted'
                ? drafts.map((draft) => <DraftCard key={draft.id} draft={draft} lang={lang} />)
                : services.map((service) => <ServiceCard key={service.id} service={service} lang={lang} />)}
            </ul>
          </>
        )}
        {switching ? null : (
          <Pagination
            current={meta.current_page}
            last={meta.last_page}
            hrefOf={(page) => listHref(lang, type, status, page)}
          />
        )}
      </section>
    </div>
  );
}

/** A list that could not be read says so inside the dashboard and offers to try again. */
export function ErrorBoundary() {
  return <LoadErrorPanel title="my_services.load_failed" retry="my_services.retry" />;
}
