import type { NotificationTopic } from '@wasla/shared/contracts/notification-preferences';
import { CircleCheck, LinkIcon, MailX, Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import { buttonClasses } from '../components/ui/button-classes';
import { preferencesApi } from '../features/notifications/preferences-api.server';
import { apiFor } from '../lib/api-client/client.server';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/unsubscribe';

type Outcome =
  | { state: 'confirm' | 'already' | 'done'; topic: NotificationTopic }
  | { state: 'invalid' | 'failed' };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** The API's answer as what the page shows: a 422 is a link we did not sign (or a void one). */
function outcomeOf(
  status: number,
  data: { topic: NotificationTopic; email: boolean } | undefined,
  done: boolean,
): Outcome {
  if (data) return { state: done ? 'done' : data.email ? 'confirm' : 'already', topic: data.topic };
  return { state: status === 422 ? 'invalid' : 'failed' };
}

/**
 * A mail's unsubscribe link (RFC 8058). Opening it changes nothing, since mail scanners open links
 * before people do: it says what would stop and offers the button. A POST to the same address turns
 * that topic's e-mails off, whether it is the button's form or a mail program's one-click request
 * (`List-Unsubscribe=One-Click` in the body): the token in the address is the whole permission, so no
 * session is needed. A bad token says "Invalid link".
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const reply = await preferencesApi(apiFor(context, langOf(params))).describeLink(tokenOf(request));
  const described = reply.status === 200 && !reply.body.error ? reply.body.data : undefined;
  return { outcome: outcomeOf(reply.status, described, false) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  try {
    const reply = await preferencesApi(apiFor(context, langOf(params))).unsubscribe(tokenOf(request));
    return { outcome: outcomeOf(reply.ok ? 200 : reply.status, reply.ok ? reply.data : undefined, true) };
  } catch {
    // The API failed: the page says so rather than the error page, and the status tells a mail
    // program's one-click request that nothing was done, so it may try again.
    return data({ outcome: { state: 'failed' } as Outcome }, { status: 503 });
  }
}

// The token is in the address: it must not leave with a link followed from here, nor be kept.
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'unsubscribe.title' }, { key: 'unsubscribe.intro' }),
  { name: 'robots', content: 'noindex' },
];

function Panel(props: { icon: ReactNode; title: string; children: ReactNode; tone?: 'done' | 'invalid' }) {
  return (
    <section
      aria-labelledby="unsubscribe-title"
      className="mx-auto grid max-w-lg justify-items-center gap-4 rounded-3xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10"
    >
      {props.icon}
      <h1 id="unsubscribe-title" className="text-2xl font-bold text-brand-950">
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

export default function Unsubscribe({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const outcome = actionData?.outcome ?? loaderData.outcome;
  const sending = useNavigation().state === 'submitting';
  const topic = 'topic' in outcome ? t(`notification_topics.${outcome.topic}`) : '';
  const settings = (
    <Link to={`/${lang}/notifications/settings`} className={buttonClasses('secondary', 'md')}>
      <Settings aria-hidden="true" className="size-4.5" />
      {t('unsubscribe.settings')}
    </Link>
  );
  const icon = (Icon: typeof MailX, tone: string) => (
    <Icon aria-hidden="true" className={`size-12 ${tone}`} />
  );
  return (
    <div className="container-page py-10 sm:py-16">
      {outcome.state === 'confirm' ? (
        <Panel icon={icon(MailX, 'text-brand-700')} title={t('unsubscribe.confirm_title')}>
          <p className="text-muted">{t('unsubscribe.confirm_body', { topic })}</p>
          <Form method="post" className="flex flex-wrap justify-center gap-3">
            <button type="submit" disabled={sending} className={buttonClasses('primary', 'md')}>
              {t('unsubscribe.confirm')}
            </button>
            {settings}
          </Form>
        </Panel>
      ) : null}
      {outcome.state === 'done' || outcome.state === 'already' ? (
        <Panel icon={icon(CircleCheck, 'text-success')} title={t(`unsubscribe.${outcome.state}_title`)}>
          <p role="status" className="text-muted">
            {t(`unsubscribe.${outcome.state}_body`, { topic })}
          </p>
          {settings}
        </Panel>
      ) : null}
      {outcome.state === 'invalid' || outcome.state === 'failed' ? (
        <Panel
          icon={icon(LinkIcon, 'text-danger')}
          title={t(outcome.state === 'invalid' ? 'unsubscribe.invalid_title' : 'unsubscribe.title')}
        >
          <p role="alert" className="text-muted">
            {t(outcome.state === 'invalid' ? 'unsubscribe.invalid_body' : 'unsubscribe.failed')}
          </p>
          {settings}
        </Panel>
      ) : null}
    </div>
  );
}
