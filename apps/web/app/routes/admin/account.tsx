import { randomUUID } from 'node:crypto';
import { accountFileSchema, TWO_FACTOR_RESET_PROOFS } from '@wasla/shared/contracts/account-lookup';
import { auditPageSchema } from '@wasla/shared/contracts/team';
import { formatDate } from '@wasla/shared/format';
import { rolesMay } from '@wasla/shared/team-rules/team-actions';
import { LogOut, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { z } from 'zod';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { AccountActivity, AccountIdentity, AccountSessions } from '../../features/admin/account-file';
import { adminHref } from '../../features/admin/admin-href';
import { AuditSection } from '../../features/admin/audit-entry';
import { decisionFields, decisionKey, recordIdOf } from '../../features/admin/decision-fields';
import { ReasonedDecision } from '../../features/admin/decision-forms';
import { decisionOutcome } from '../../features/admin/decision-outcome';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import type { Route } from './+types/account';

/** One account's file (every team role); the support team's security actions; for an admin, its audit. */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn, roles } = await requireTeam(args);
  const id = recordIdOf(args.params.id);
  const held = roles.map((role) => role.role);
  const file = await signedIn.api.get(accountFileSchema, `/admin/accounts/${id}`);
  const audit = rolesMay(held, 'audit.read')
    ? (await signedIn.api.get(auditPageSchema, `/admin/audit?subject_kind=account&subject_id=${id}`)).entries
    : null;
  return withSession(signedIn, {
    file,
    audit,
    secure: rolesMay(held, 'accounts.secure'),
    attempt: randomUUID(),
  });
}

const decisionForm = decisionFields.extend({
  intent: z.enum(['end-sessions', 'reset-two-factor']),
  reason: z.string().max(2_000).default(''),
  proof: z.string().max(40).optional(),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const form = parsed.data;
  const write = { idempotencyKey: decisionKey(form) };
  const result =
    form.intent === 'end-sessions'
      ? await signedIn.api.post(
          z.object({ ended: z.number() }),
          `/admin/accounts/${form.id}/sessions/end`,
          { reason: form.reason },
          write,
        )
      : await signedIn.api.post(
          z.object({ two_factor: z.boolean(), sessions_ended: z.number() }),
          `/admin/accounts/${form.id}/two-factor/reset`,
          { reason: form.reason, proof: form.proof },
          write,
        );
  return withSession(signedIn, { intent: form.intent, ...decisionOutcome(form.id, result) });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { text: args.data?.file.name }, { key: 'admin.screens.accounts.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminAccount({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { file, audit, secure, attempt } = loaderData;
  const done = actionData?.ok ? t(`admin.accounts.done_${actionData.intent}`) : null;
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <Link
          to={adminHref(lang, 'accounts')}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.accounts.back')}
        </Link>
        <h1 className="text-2xl font-bold">
          <bdi>{file.name}</bdi>
        </h1>
        <p className="flex flex-wrap gap-2 text-sm">
          {file.deleted ? <span className="text-muted">{t('admin.accounts.deleted')}</span> : null}
          {file.blocked_until ? (
            <span className="rounded-full bg-danger/10 px-2.5 py-0.5 font-semibold text-danger">
              {t('admin.reports.banned_until', { date: formatDate(file.blocked_until, lang) })}
            </span>
          ) : null}
        </p>
      </header>
      {done ? (
        <p role="status" className="text-success">
          {done}
        </p>
      ) : null}
      {failed?.message ? (
        <p role="status" className="text-danger">
          {failed.message}
        </p>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-5">
          <AccountIdentity file={file} lang={lang} />
          <AccountSessions file={file} lang={lang}>
            {secure && !file.deleted ? (
              <div className="flex flex-wrap items-start gap-3">
                {file.sessions.length ? (
                  <ReasonedDecision
                    id={file.id}
                    attempt={attempt}
                    intent="end-sessions"
                    summary={
                      <>
                        <LogOut aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
                        {t('admin.accounts.end_sessions')}
                      </>
                    }
                    reasonLabel={t('admin.accounts.reason_end_sessions')}
                    reasonHint={t('admin.reports.reason_hint')}
                    submit={t('admin.accounts.end_sessions_send')}
                    minLength={5}
                    maxLength={500}
                    errors={failed?.intent === 'end-sessions' ? failed.reasonErrors : undefined}
                  />
                ) : null}
                {file.two_factor ? (
                  <ReasonedDecision
                    id={file.id}
                    attempt={attempt}
                    intent="reset-two-factor"
                    summary={
                      <>
                        <ShieldOff aria-hidden="true" className="size-4.5" />
                        {t('admin.accounts.reset_two_factor')}
                      </>
                    }
                    fields={
                      <NativeSelectField
                        name="proof"
                        label={t('admin.accounts.proof')}
                        options={TWO_FACTOR_RESET_PROOFS.map((proof) => ({
                          id: proof,
                          name: t(`admin.accounts.proofs.${proof}`),
                        }))}
                      />
                    }
                    reasonLabel={t('admin.accounts.reason_reset')}
                    reasonHint={t('admin.accounts.reset_hint')}
                    submit={t('admin.accounts.reset_send')}
                    minLength={5}
                    maxLength={500}
                    errors={failed?.intent === 'reset-two-factor' ? failed.reasonErrors : undefined}
                  />
                ) : null}
              </div>
            ) : null}
          </AccountSessions>
        </div>
        <div className="grid gap-5">
          <AccountActivity file={file} lang={lang} />
        </div>
      </div>
      {audit ? <AuditSection id="account-audit" entries={audit} lang={lang} /> : null}
    </div>
  );
}
