import type { TeamReport } from '@wasla/shared/contracts/moderation';
import { formatDate, formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Ban, ShieldOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonedDecision } from './decision-forms';
import type { DecisionOutcome } from './decision-outcome';

export type ReportOutcome = DecisionOutcome & { target: 'report' | 'account' };

/** Where the reported thing is read, when it has a page of its own. */
function targetHref(report: TeamReport, lang: Language) {
  if (!report.target_slug) return null;
  return report.kind === 'service'
    ? `/${lang}/services/${encodeURIComponent(report.target_slug)}`
    : `/${lang}/provider/${encodeURIComponent(report.target_slug)}`;
}

/**
 * One report: what was reported and why, by whom, and the account a ban reaches. An open report may
 * be dismissed, or its account banned for a month; a banned account's ban may be lifted.
 */
export function ReportCard({
  report,
  lang,
  now,
  attempt,
  outcome,
}: {
  report: TeamReport;
  lang: Language;
  now: number;
  attempt: string;
  outcome?: ReportOutcome;
}) {
  const { t } = useTranslation();
  const href = targetHref(report, lang);
  const account = report.account;
  const banned = account?.blocked_until && new Date(account.blocked_until).getTime() > now;
  const mine = (target: ReportOutcome['target'], id: number | undefined) =>
    outcome?.target === target && outcome.id === id ? outcome : undefined;
  const shown = mine('report', report.id) ?? mine('account', account?.id);
  const titleId = `report-${report.id}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="grid gap-1">
        <p className="text-sm text-muted">
          {t(`admin.reports.kind_${report.kind}`)}
          {' · '}
          <time dateTime={report.created_at}>{formatDateTime(report.created_at, lang)}</time>
        </p>
        <h2 id={titleId} className="text-lg font-semibold">
          {href ? (
            <Link to={href} target="_blank" className="hover:underline">
              <bdi>{report.target_name ?? `#${report.target_id}`}</bdi>
            </Link>
          ) : (
            <bdi>{report.target_name ?? `#${report.target_id}`}</bdi>
          )}
        </h2>
        <p className="whitespace-pre-line">{report.reason}</p>
        <p className="text-sm text-muted">{t('admin.reports.by', { name: report.reporter.name })}</p>
        {account ? (
          <p className="text-sm">
            {t('admin.reports.account', { name: account.name })}
            {banned && account.blocked_until ? (
              <span className="ms-2 rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">
                {t('admin.reports.banned_until', { date: formatDate(account.blocked_until, lang) })}
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      {shown?.message ? (
        <p role="status" className={shown.ok ? 'text-success' : 'text-danger'}>
          {shown.message}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        {account && !banned && report.status === 'open' ? (
          <ReasonedDecision
            id={account.id}
            attempt={attempt}
            intent="ban"
            summary={
              <>
                <Ban aria-hidden="true" className="size-4.5" />
                {t('admin.reports.ban')}
              </>
            }
            reasonLabel={t('admin.reports.reason_ban')}
            reasonHint={t('admin.reports.ban_hint')}
            submit={t('admin.reports.ban_send')}
            minLength={5}
            maxLength={500}
            errors={mine('account', account.id)?.reasonErrors}
          />
        ) : null}
        {account && banned ? (
          <ReasonedDecision
            id={account.id}
            attempt={attempt}
            intent="unban"
            summary={
              <>
                <ShieldOff aria-hidden="true" className="size-4.5" />
                {t('admin.reports.unban')}
              </>
            }
            reasonLabel={t('admin.reports.reason_unban')}
            reasonHint={t('admin.reports.reason_hint')}
            submit={t('admin.reports.unban_send')}
            minLength={5}
            maxLength={500}
            errors={mine('account', account.id)?.reasonErrors}
          />
        ) : null}
        {report.status === 'open' ? (
          <ReasonedDecision
            id={report.id}
            attempt={attempt}
            intent="dismiss"
            summary={
              <>
                <X aria-hidden="true" className="size-4.5" />
                {t('admin.reports.dismiss')}
              </>
            }
            reasonLabel={t('admin.reports.reason_dismiss')}
            reasonHint={t('admin.reports.reason_hint')}
            submit={t('admin.reports.dismiss_send')}
            minLength={5}
            maxLength={500}
            errors={mine('report', report.id)?.reasonErrors}
          />
        ) : null}
      </div>
    </li>
  );
}
