import { randomUUID } from 'node:crypto';
import { teamDisputeDetailSchema } from '@wasla/shared/contracts/disputes';
import { auditPageSchema } from '@wasla/shared/contracts/team';
import { formatDateTime, formatMoney } from '@wasla/shared/format';
import { rolesMay } from '@wasla/shared/team-rules/team-actions';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { z } from 'zod';
import { adminHref } from '../../features/admin/admin-href';
import { AuditSection } from '../../features/admin/audit-entry';
import { decisionFields, decisionKey, recordIdOf } from '../../features/admin/decision-fields';
import { type DecisionErrors, DisputeDecisionForm } from '../../features/admin/dispute-decision-form';
import { DisputeDeliveries, DisputeFacts } from '../../features/admin/dispute-facts';
import { failureText } from '../../features/admin/failure-text';
import { requireTeam } from '../../features/admin/team-access.server';
import { withSession } from '../../features/auth/require-user.server';
import { pageMeta } from '../../lib/meta';
import { langOf } from '../../lib/route-lang';
import { withCookies } from '../../lib/session.server';
import type { Route } from './+types/dispute';

/**
 * One dispute beside everything needed to decide it (team: support, admin): the deal, its figures
 * and history, each delivery with its files; the decision, and for an admin the audit of it.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn, roles } = await requireTeam(args);
  const id = recordIdOf(args.params.id);
  const detail = await signedIn.api.get(teamDisputeDetailSchema, `/admin/disputes/${id}`);
  const audit = rolesMay(
    roles.map((held) => held.role),
    'audit.read',
  )
    ? (await signedIn.api.get(auditPageSchema, `/admin/audit?subject_kind=deal_dispute&subject_id=${id}`))
        .entries
    : null;
  return withSession(signedIn, { detail, audit, attempt: randomUUID() });
}

const decisionForm = z.object({
  attempt: decisionFields.shape.attempt,
  resolution: z.string().max(20).optional(),
  provider_amount: z.string().max(24).optional(),
  note: z.string().max(5_000).optional(),
});

export async function action(args: Route.ActionArgs) {
  const { signedIn } = await requireTeam(args);
  const id = recordIdOf(args.params.id);
  const parsed = decisionForm.safeParse(Object.fromEntries(await args.request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const { attempt, resolution, provider_amount, note } = parsed.data;
  const result = await signedIn.api.post(
    teamDisputeDetailSchema,
    `/admin/disputes/${id}/decide`,
    { resolution, note, ...(resolution === 'split' ? { provider_amount } : {}) },
    { idempotencyKey: decisionKey({ id, attempt, intent: 'decide' }) },
  );
  if (result.ok) {
    throw redirect(adminHref(signedIn.lang, `disputes/${id}`), {
      headers: signedIn.cookies.length ? withCookies(signedIn.cookies) : undefined,
    });
  }
  const errors: DecisionErrors =
    'txt' in result.message ? { form: [failureText(result.message)] } : (result.message as DecisionErrors);
  return withSession(signedIn, { errors });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { key: 'admin.disputes.title' }, { key: 'admin.screens.disputes.intro' }),
  { name: 'robots', content: 'noindex' },
];

export default function AdminDispute({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { detail, audit, attempt } = loaderData;
  const { dispute, deal } = detail;
  return (
    <div className="grid gap-5">
      <header>
        <Link
          to={adminHref(lang, 'disputes')}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.disputes.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold">
          {t('admin.disputes.title')}: <bdi>{deal.title}</bdi>
        </h1>
        <p className="mt-1 text-muted">
          <bdi dir="ltr">{deal.code}</bdi>
          {' · '}
          {t('admin.disputes.between', { client: deal.client.name, provider: deal.provider.name })}
          {' · '}
          {formatMoney(deal.total, deal.currency, lang)}
        </p>
        <Link
          to={`/${lang}/deals/${deal.id}`}
          target="_blank"
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.disputes.open_deal')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('admin.new_tab')}</span>
        </Link>
      </header>
      <DisputeFacts detail={detail} lang={lang} />
      <DisputeDeliveries deliveries={detail.deliveries} lang={lang} />
      {dispute.resolution ? (
        <section aria-labelledby="decided" className="rounded-2xl border border-line bg-surface p-5">
          <h2 id="decided" className="text-lg font-semibold">
            {t(`admin.disputes.decided_${dispute.resolution}`)}
          </h2>
          <p className="mt-1 text-sm text-muted">
            {dispute.decided_at ? formatDateTime(dispute.decided_at, lang) : null}
            {dispute.provider_amount
              ? ` · ${t('admin.disputes.provider_got', { amount: formatMoney(dispute.provider_amount, 'AED', lang) })}`
              : null}
          </p>
          {dispute.note ? <p className="mt-2">{dispute.note}</p> : null}
        </section>
      ) : (
        <DisputeDecisionForm
          attempt={attempt}
          maxAmount={deal.aed?.subtotal ?? deal.total}
          errors={actionData?.errors}
        />
      )}
      {audit ? <AuditSection id="dispute-audit" entries={audit} lang={lang} /> : null}
    </div>
  );
}
