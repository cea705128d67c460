import { randomUUID } from 'node:crypto';
import { outboxEventSchema } from '@wasla/shared/contracts/outbox';
import { formatDateTime } from '@wasla/shared/format';
import { MailCheck, RotateCw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { z } from 'zod';
import { EmptyState } from '../../components/ui/empty-state';
import { decisionFields, decisionKey } from '../../features/admin/decision-fields';
import { DecisionButton, ReasonedDecision } from '../../features/admin/decision-forms';
import { decisionOutcome } from '../../features/admin/decision-outcome';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/outbox';

/**
 * Dead letters (team: support, admin): side effects of a change (an e-mail, a notification) whose
 * delivery failed every attempt. The change itself is kept; retrying gives the event fresh attempts,
 * dropping gives it up for good with the reason on record.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const dead = await signedIn.api.get(z.array(outboxEventSchema), '/admin/outbox/dead?limit=100');
  // One attempt id per page shown: with the decision and the event, its Idempotency-Key.
  return withSession(signedIn, { dead, attempt: randomUUID() });
}

const decisionForm = z.discriminatedUnion('intent', [
  decisionFields.extend({ intent: z.literal('retry') }),
  decisionFields.extend({ intent: z.literal('drop'), reason: z.string() }),
]);

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const write = { idempotencyKey: decisionKey(form) };
  const path = `/admin/outbox/${form.id}/${form.intent}`;
  const body = form.intent === 'drop' ? { reason: form.reason } : {};
  const result = await signedIn.api.post(outboxEventSchema, path, body, write);
  return withSession(signedIn, { ...decisionOutcome(form.id, result), intent: form.intent });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.outbox.title' }, { key: 'admin.screens.outbox.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminOutbox({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { dead, attempt } = loaderData;
  // A reason refused stays beside its field on the event's card; anything else is said above the list.
  const said =
    actionData && !actionData.reasonErrors
      ? actionData.ok
        ? t(actionData.intent === 'retry' ? 'admin.outbox.retried' : 'admin.outbox.dropped', {
            id: actionData.id,
          })
        : actionData.message
      : '';
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.outbox.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.outbox.intro')}</p>
      </header>
      {said ? (
        <p role="status" className={actionData?.ok ? 'text-success' : 'text-danger'}>
          {said}
        </p>
      ) : null}
      {dead.length ? (
        <ul className="grid gap-3">
          {dead.map((event) => (
            <li
              key={event.id}
              aria-labelledby={`event-${event.id}`}
              className="grid gap-3 rounded-2xl border border-line bg-surface p-4"
            >
              <div className="min-w-0">
                <h2 id={`event-${event.id}`} className="font-semibold">
                  <span dir="ltr">{event.type}</span>
                  <span className="text-muted">
                    {' · '}
                    <bdi dir="ltr">#{event.id}</bdi>
                  </span>
                </h2>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted">{t('admin.outbox.subject')}</dt>
                  <dd>
                    <span dir="ltr">
                      {event.subject.kind} {event.subject.id}
                    </span>
                  </dd>
                  <dt className="text-muted">{t('admin.outbox.attempts')}</dt>
                  <dd>{event.attempts}</dd>
                  <dt className="text-muted">{t('admin.outbox.created')}</dt>
                  <dd>{formatDateTime(event.created_at, lang)}</dd>
                  <dt className="text-muted">{t('admin.outbox.last_error')}</dt>
                  <dd className="min-w-0">
                    <span dir="ltr" className="break-words font-mono text-xs">
                      {event.last_error ?? '—'}
                    </span>
                  </dd>
                </dl>
              </div>
              <div className="flex flex-wrap items-start gap-3">
                <DecisionButton id={event.id} attempt={attempt} intent="retry" variant="secondary">
                  <RotateCw aria-hidden="true" className="size-4" />
                  {t('admin.outbox.retry')}
                </DecisionButton>
                <ReasonedDecision
                  id={event.id}
                  attempt={attempt}
                  intent="drop"
                  summary={
                    <>
                      <Trash2 aria-hidden="true" className="size-4" />
                      {t('admin.outbox.drop')}
                    </>
                  }
                  reasonLabel={t('admin.outbox.drop_reason')}
                  reasonHint={t('admin.outbox.drop_reason_hint')}
                  submit={t('admin.outbox.drop_send')}
                  minLength={5}
                  maxLength={500}
                  errors={actionData?.id === event.id ? actionData.reasonErrors : undefined}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={MailCheck} title={t('admin.outbox.empty')} body={t('admin.outbox.empty_body')} />
      )}
    </div>
  );
}
