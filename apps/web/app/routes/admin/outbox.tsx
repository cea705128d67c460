import { outboxEventSchema } from '@wasla/shared/contracts/outbox';
import { formatDateTime } from '@wasla/shared/format';
import { MailCheck, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { failureText } from '../../features/admin/failure-text';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/outbox';

/**
 * Dead letters (team: support, admin): side effects of a change (an e-mail, a notification) whose
 * delivery failed every attempt. The change itself is kept; retrying gives the event fresh attempts.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const dead = await signedIn.api.get(z.array(outboxEventSchema), '/admin/outbox/dead?limit=100');
  return withSession(signedIn, { dead });
}

const retryForm = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = retryForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const result = await signedIn.api.post(outboxEventSchema, `/admin/outbox/${parsed.data.id}/retry`, {});
  return withSession(signedIn, {
    id: parsed.data.id,
    ok: result.ok,
    message: result.ok ? '' : failureText(result.message),
  });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.screens.outbox.title' }, { key: 'admin.screens.outbox.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminOutbox({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const navigation = useNavigation();
  const { dead } = loaderData;
  return (
    <div className="grid gap-5">
      <header>
        <h1 className="text-2xl font-bold">{t('admin.screens.outbox.title')}</h1>
        <p className="mt-1 text-muted">{t('admin.screens.outbox.intro')}</p>
      </header>
      {actionData ? (
        <p role="status" className={actionData.ok ? 'text-success' : 'text-danger'}>
          {actionData.ok ? t('admin.outbox.retried', { id: actionData.id }) : actionData.message}
        </p>
      ) : null}
      {dead.length ? (
        <ul className="grid gap-3">
          {dead.map((event) => (
            <li
              key={event.id}
              aria-labelledby={`event-${event.id}`}
              className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-start"
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
              <Form method="post">
                <input type="hidden" name="id" value={event.id} />
                <Button
                  type="submit"
                  variant="secondary"
                  isDisabled={navigation.state === 'submitting'}
                  aria-label={t('admin.outbox.retry_named', { id: event.id })}
                >
                  <RotateCw aria-hidden="true" className="size-4" />
                  {t('admin.outbox.retry')}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={MailCheck} title={t('admin.outbox.empty')} body={t('admin.outbox.empty_body')} />
      )}
    </div>
  );
}
