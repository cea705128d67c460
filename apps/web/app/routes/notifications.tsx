import type { Notification } from '@wasla/shared/contracts/notifications';
import type { Language } from '@wasla/shared/languages';
import { BellOff, CheckCheck, Search, Settings } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect, useFetcher, useNavigation } from 'react-router';
import { buttonClasses } from '../components/ui/button-classes';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { positiveIdOf } from '../features/auth/signed-in-json.server';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import { NotificationMessage } from '../features/notifications/notification-message';
import { messageParts, notificationHref, senderHref } from '../features/notifications/notification-model';
import { markNotificationRead, refreshNotifications } from '../features/notifications/notification-store';
import { NotificationTime } from '../features/notifications/notification-time';
import { notificationsApi } from '../features/notifications/notifications-api.server';
import { SenderAvatar } from '../features/notifications/sender-avatar';
import { DevicePushControl } from '../features/push/device-push-control';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/notifications';

const pageHref = (lang: Language, page: number) =>
  page > 1 ? `/${lang}/notifications?page=${page}` : `/${lang}/notifications`;

/**
 * My notifications (SPEC.md sections 2 and 7, `GET /notifications?page=`), newest first, in pages,
 * in the reader's language; the unread count comes from `/notifications/latest`, as the bell's does.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const requested = Number(new URL(args.request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 100_000 ? requested : 1;
  const api = notificationsApi(signedIn.api);
  const [list, latest] = await Promise.all([api.page(page), api.latest()]);
  const last = Math.max(list.meta.last_page, 1);
  if (page > last) throw redirect(pageHref(signedIn.lang, last));
  return withSession(signedIn, {
    items: list.data,
    meta: list.meta,
    unread: latest.unread_count,
    renderedAt: Date.now(),
  });
}

/** Mark one read (`intent=read`, `id`) or all of them (`intent=read-all`). */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const form = await args.request.formData();
  const api = notificationsApi(signedIn.api);
  const intent = form.get('intent');
  if (intent === 'read-all') {
    const reply = await api.readAll();
    return withSession(signedIn, { ok: reply.ok });
  }
  const id = positiveIdOf(form.get('id'));
  if (intent !== 'read' || id === undefined) throw data(null, { status: 400 });
  const reply = await api.read(id);
  return withSession(signedIn, { ok: reply.ok });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'notifications_page.title' }, { key: 'notifications_page.intro' }),
  { name: 'robots', content: 'noindex' },
];

/** After a mark sent from the page, the header's bell reads its list again. */
function useBellFollows(fetcher: { state: string; data?: { ok?: boolean } }) {
  const { state, data: reply } = fetcher;
  useEffect(() => {
    if (state === 'idle' && reply?.ok) void refreshNotifications();
  }, [state, reply]);
}

function NotificationRow({
  notification: n,
  lang,
  now,
}: {
  notification: Notification;
  lang: Language;
  now: number;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: boolean }>();
  useBellFollows(fetcher);
  // Shown read as soon as it is asked for; the list read again afterwards says how it stands.
  const unread = !n.read_at && !fetcher.formData;
  const sender = senderHref(lang, n);
  const href = notificationHref(lang, n);
  const linked = messageParts(n).some((part) => part.kind === 'fact' && part.href);
  const follow = () => {
    if (unread) void markNotificationRead(n.id, lang);
  };
  const messageId = `notification-${n.id}`;
  return (
    <li
      className={`flex gap-3 border-b border-line p-4 last:border-b-0 sm:gap-4 sm:p-5 ${unread ? 'bg-brand-50/70' : ''}`}
    >
      <SenderAvatar notification={n} size={44} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
          {sender ? (
            <Link to={sender} className="font-semibold text-ink hover:text-brand-700 hover:underline">
              <bdi>{n.sender_name}</bdi>
            </Link>
          ) : (
            <bdi className="font-semibold text-ink">{n.sender_name}</bdi>
          )}
          <NotificationTime
            date={n.date}
            lang={lang}
            now={now}
            className={`text-xs ${unread ? 'font-semibold text-brand-700' : 'text-muted'}`}
          />
        </div>
        <p id={messageId} className={`mt-1 leading-relaxed ${unread ? 'text-ink' : 'text-muted'}`}>
          {unread ? <span className="sr-only">{`${t('notifications_page.unread')}: `}</span> : null}
          <NotificationMessage notification={n} lang={lang} links onFollow={follow} />
          {!linked && href ? (
            <>
              {' '}
              <Link
                to={href}
                onClick={follow}
                className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
              >
                {t('notifications_page.open')}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2">
        {unread ? (
          <>
            <span aria-hidden="true" className="mt-1.5 size-2.5 rounded-full bg-brand-600" />
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="id" value={n.id} />
              <button
                type="submit"
                aria-describedby={messageId}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 outline-none hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
              >
                {t('notifications_page.mark_read')}
              </button>
            </fetcher.Form>
          </>
        ) : null}
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true" className="overflow-hidden rounded-2xl border border-line bg-surface">
      {[0, 1, 2, 3].map((n) => (
        <li
          key={n}
          className="flex animate-pulse gap-4 border-b border-line p-5 last:border-b-0 motion-reduce:animate-none"
        >
          <div className="size-11 shrink-0 rounded-full bg-canvas" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-1/4 rounded-full bg-canvas" />
            <div className="h-4 w-3/4 rounded-full bg-canvas" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function NotificationsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { items, meta, unread, renderedAt } = loaderData;
  const all = useFetcher<{ ok: boolean }>();
  useBellFollows(all);
  const navigation = useNavigation();
  const switching =
    navigation.state === 'loading' &&
    !navigation.formMethod &&
    navigation.location.pathname === `/${lang}/notifications`;
  const unreadNow = all.formData ? 0 : unread;
  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{t('notifications_page.title')}</h1>
          <p className="mt-1 text-muted">{t('notifications_page.intro')}</p>
          <Link
            to={`/${lang}/notifications/settings`}
            className="mt-2 inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          >
            <Settings aria-hidden="true" className="size-4" />
            {t('notifications_page.settings.link')}
          </Link>
        </div>
        {unreadNow > 0 ? (
          <all.Form method="post" className="max-sm:w-full">
            <input type="hidden" name="intent" value="read-all" />
            <button type="submit" className={buttonClasses('secondary', 'md', 'max-sm:w-full')}>
              <CheckCheck aria-hidden="true" className="size-4.5" />
              {t('notifications_page.mark_all')}
            </button>
          </all.Form>
        ) : null}
      </header>
      <DevicePushControl />
      <section
        aria-labelledby="notification-list-title"
        aria-busy={switching || undefined}
        className="grid gap-4"
      >
        <h2 id="notification-list-title" className="sr-only">
          {t('notifications_page.list')}
        </h2>
        {items.length ? (
          <p className="text-sm text-muted">
            {unreadNow > 0
              ? t('notifications_page.unread_count', { count: unreadNow })
              : t('notifications_page.all_read')}
          </p>
        ) : null}
        {switching ? (
          <ListSkeleton />
        ) : items.length === 0 ? (
          <EmptyState
            icon={BellOff}
            title={t('notifications_page.empty_title')}
            body={t('notifications_page.empty_body')}
            action={
              <LinkButton to={`/${lang}/category`}>
                <Search aria-hidden="true" className="size-4.5" />
                {t('notifications_page.empty_action')}
              </LinkButton>
            }
          />
        ) : (
          <ul className="overflow-hidden rounded-2xl border border-line bg-surface">
            {items.map((n) => (
              <NotificationRow key={n.id} notification={n} lang={lang} now={renderedAt} />
            ))}
          </ul>
        )}
        {switching ? null : (
          <Pagination
            current={meta.current_page}
            last={meta.last_page}
            hrefOf={(page) => pageHref(lang, page)}
          />
        )}
      </section>
    </div>
  );
}

/** A list that could not be read says so inside the dashboard and offers to try again. */
export function ErrorBoundary() {
  return <LoadErrorPanel title="notifications_page.load_failed" retry="notifications_page.retry" />;
}
