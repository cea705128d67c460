import { CHAT_UNREAD_EMAIL_MINUTES } from '@wasla/shared/business-constants';
import type {
  NotificationPreferences,
  NotificationTopic,
  TopicPreference,
} from '@wasla/shared/contracts/notification-preferences';
import { ArrowLeft, CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { buttonClasses } from '../components/ui/button-classes';
import { requireUser, withSession } from '../features/auth/require-user.server';
import { LoadErrorPanel } from '../features/errors/load-error-panel';
import { choicesFromForm, switchName } from '../features/notifications/preference-choices';
import { PreferenceSwitch } from '../features/notifications/preference-switch';
import { preferencesApi } from '../features/notifications/preferences-api.server';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/notification-settings';

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const preferences = await preferencesApi(signedIn.api).read();
  return withSession(signedIn, { topics: preferences.topics });
}

type Saved = { ok: true; topics: NotificationPreferences['topics'] } | { ok: false };

/** Saves every switch of the form; a refusal or a failure is told beside the form, never as a page error. */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const choices = choicesFromForm(await args.request.formData());
  try {
    const reply = await preferencesApi(signedIn.api).save(choices);
    return withSession<Saved>(signedIn, reply.ok ? { ok: true, topics: reply.data.topics } : { ok: false });
  } catch {
    return withSession<Saved>(signedIn, { ok: false });
  }
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(
    args,
    { key: 'notifications_page.settings.title' },
    { key: 'notifications_page.settings.intro' },
  ),
  { name: 'robots', content: 'noindex' },
];

function ChannelCell({
  topic,
  channel,
  value,
}: {
  topic: NotificationTopic;
  channel: 'push' | 'email';
  value: boolean | null;
}) {
  const { t } = useTranslation();
  const name = t(`notification_topics.${topic}`);
  if (value !== null) {
    return (
      <PreferenceSwitch
        name={switchName(channel, topic)}
        label={t(`notifications_page.settings.${channel}_label`, { topic: name })}
        defaultChecked={value}
      />
    );
  }
  // Dispute e-mails are not a choice: they concern the reader's money and always leave.
  const always = topic === 'disputes' && channel === 'email';
  return (
    <span className="text-sm text-muted">
      {always ? t('notifications_page.settings.always') : <span aria-hidden="true">—</span>}
      {always ? null : <span className="sr-only">{t('notifications_page.settings.not_offered')}</span>}
    </span>
  );
}

/** Desktop: topic, push, e-mail side by side under the column titles; phone: the topic, then both switches. */
const COLUMNS = 'sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem]';

function ChannelSlot({ topic, channel }: { topic: TopicPreference; channel: 'push' | 'email' }) {
  const { t } = useTranslation();
  return (
    <div className="grid content-start gap-1">
      {/* The column title, on phones only: on wider screens the header row names the columns. */}
      <span aria-hidden="true" className="text-xs font-semibold text-muted sm:hidden">
        {t(`notifications_page.settings.${channel}`)}
      </span>
      <ChannelCell topic={topic.topic} channel={channel} value={topic[channel]} />
    </div>
  );
}

function TopicRow({ topic }: { topic: TopicPreference }) {
  const { t } = useTranslation();
  return (
    <li
      className={`grid grid-cols-2 gap-x-4 gap-y-3 border-b border-line py-4 last:border-b-0 ${COLUMNS} sm:items-start`}
    >
      <div className="col-span-2 sm:col-span-1">
        <h2 className="font-semibold text-ink">{t(`notification_topics.${topic.topic}`)}</h2>
        <p className="mt-0.5 text-sm text-muted">
          {t(`notification_topics.${topic.topic}_hint`, { minutes: CHAT_UNREAD_EMAIL_MINUTES })}
        </p>
      </div>
      <ChannelSlot topic={topic} channel="push" />
      <ChannelSlot topic={topic} channel="email" />
    </li>
  );
}

/**
 * Notification settings (issue 19): each topic's push and e-mail switches in one form. It is a
 * plain form that saves with its button before any script runs; once scripts run, each switch saves
 * as it is turned, and a status line says saving, saved or failed.
 */
export default function NotificationSettings({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const fetcher = useFetcher<Saved>();
  const result = fetcher.data ?? actionData;
  const saving = fetcher.state !== 'idle';
  const status = saving ? 'saving' : result ? (result.ok ? 'saved' : 'failed') : null;
  return (
    <div className="grid max-w-3xl gap-5">
      <header className="grid gap-2">
        <Link
          to={`/${lang}/notifications`}
          className="inline-flex items-center gap-1.5 justify-self-start rounded-lg text-sm font-semibold text-brand-700 outline-none hover:underline focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        >
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('notifications_page.settings.back')}
        </Link>
        <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">
          {t('notifications_page.settings.title')}
        </h1>
        <p className="text-muted">{t('notifications_page.settings.intro')}</p>
      </header>
      <fetcher.Form
        method="post"
        aria-busy={saving || undefined}
        onChange={(event) => void fetcher.submit(event.currentTarget)}
        className="grid gap-4 rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-6"
      >
        <div>
          <div
            aria-hidden="true"
            className={`hidden gap-x-4 border-b border-line pb-2 text-sm font-semibold text-muted sm:grid ${COLUMNS}`}
          >
            <span>{t('notifications_page.settings.topic')}</span>
            <span>{t('notifications_page.settings.push')}</span>
            <span>{t('notifications_page.settings.email')}</span>
          </div>
          <ul>
            {loaderData.topics.map((topic) => (
              <TopicRow key={topic.topic} topic={topic} />
            ))}
          </ul>
        </div>
        <p className="text-sm text-muted">{t('notifications_page.settings.always_note')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={saving} className={buttonClasses('primary', 'md')}>
            {t('notifications_page.settings.save')}
          </button>
          <p role="status" aria-live="polite" className="flex items-center gap-1.5 text-sm">
            {status === 'saving' ? (
              <span className="text-muted">{t('notifications_page.settings.saving')}</span>
            ) : null}
            {status === 'saved' ? (
              <>
                <CircleCheck aria-hidden="true" className="size-4.5 text-success" />
                <span>{t('notifications_page.settings.saved')}</span>
              </>
            ) : null}
            {status === 'failed' ? (
              <>
                <CircleAlert aria-hidden="true" className="size-4.5 text-danger" />
                <span className="text-danger">{t('notifications_page.settings.failed')}</span>
              </>
            ) : null}
          </p>
        </div>
      </fetcher.Form>
    </div>
  );
}

/** Settings that could not be read say so inside the dashboard and offer to try again. */
export function ErrorBoundary() {
  return (
    <LoadErrorPanel
      title="notifications_page.settings.load_failed"
      retry="notifications_page.settings.retry"
    />
  );
}
