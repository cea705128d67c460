import type { TeamReport } from '@wasla/shared/contracts/moderation';
import { formatDate, formatDateTime } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Ban, Eye, EyeOff, type LucideIcon, MessageSquareWarning, ShieldOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminHref } from './admin-href';
import { ReasonedDecision } from './decision-forms';
import type { DecisionOutcome } from './decision-outcome';

export type ReportTarget = 'report' | 'account' | 'service';
export type ReportOutcome = DecisionOutcome & { target: ReportTarget };

type Decision = {
  intent: 'hide' | 'restore' | 'warn' | 'ban' | 'unban' | 'dismiss';
  target: ReportTarget;
  id: number;
  icon: LucideIcon;
  hint: string;
};

/**
 * What the team may decide on a report, in the order offered: hide a reported service or show a
 * hidden one again, warn or ban the account behind an open report (or lift its ban), dismiss it.
 */
function decisionsOf(report: TeamReport, banned: boolean): Decision[] {
  const open = report.status === 'open';
  const account = report.account;
  const hint = 'admin.reports.reason_hint';
  const all: (Decision | false)[] = [
    report.kind === 'service' &&
      open &&
      report.target_status !== null &&
      report.target_status !== 'hidden' && {
        intent: 'hide',
        target: 'report',
        id: report.id,
        icon: EyeOff,
        hint: 'admin.reports.hide_hint',
      },
    report.target_status === 'hidden' && {
      intent: 'restore',
      target: 'service',
      id: report.target_id,
      icon: Eye,
      hint: 'admin.reports.restore_hint',
    },
    !!account &&
      open &&
      !banned && {
        intent: 'warn',
        target: 'report',
        id: report.id,
        icon: MessageSquareWarning,
        hint: 'admin.reports.warn_hint',
      },
    !!account &&
      open &&
      !banned && {
        intent: 'ban',
        target: 'account',
        id: account.id,
        icon: Ban,
        hint: 'admin.reports.ban_hint',
      },
    !!account && banned && { intent: 'unban', target: 'account', id: account.id, icon: ShieldOff, hint },
    open && { intent: 'dismiss', target: 'report', id: report.id, icon: X, hint },
  ];
  return all.filter((decision): decision is Decision => decision !== false);
}

/** Where the reported thing is read, when it has a page of its own. */
function targetHref(report: TeamReport, lang: Language) {
  if (!report.target_slug) return null;
  return report.kind === 'service'
    ? `/${lang}/services/${encodeURIComponent(report.target_slug)}`
    : `/${lang}/provider/${encodeURIComponent(report.target_slug)}`;
}

/**
 * One report: what was reported and why, by whom, and the account a ban reaches, with the decisions
 * `decisionsOf` allows.
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
  const banned = !!account?.blocked_until && new Date(account.blocked_until).getTime() > now;
  const decisions = decisionsOf(report, banned);
  const mine = (target: ReportOutcome['target'], id: number | undefined) =>
    outcome?.target === target && outcome.id === id ? outcome : undefined;
  const shown =
    mine('report', report.id) ??
    mine('account', account?.id) ??
    (report.kind === 'service' ? mine('service', report.target_id) : undefined);
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
        {report.target_status === 'hidden' ? (
          <p>
            <span className="rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-semibold text-danger">
              {t('admin.reports.hidden_badge')}
            </span>
          </p>
        ) : null}
        <p className="whitespace-pre-line">{report.reason}</p>
        <p className="text-sm text-muted">{t('admin.reports.by', { name: report.reporter.name })}</p>
        {account ? (
          <p className="text-sm">
            <Link to={adminHref(lang, `accounts/${account.id}`)} className="hover:underline">
              {t('admin.reports.account', { name: account.name })}
            </Link>
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
        {decisions.map((decision) => (
          <ReasonedDecision
            key={decision.intent}
            id={decision.id}
            attempt={attempt}
            intent={decision.intent}
            summary={
              <>
                <decision.icon aria-hidden="true" className="size-4.5" />
                {t(`admin.reports.${decision.intent}`)}
              </>
            }
            reasonLabel={t(`admin.reports.reason_${decision.intent}`)}
            reasonHint={t(decision.hint)}
            submit={t(`admin.reports.${decision.intent}_send`)}
            minLength={5}
            maxLength={500}
            errors={mine(decision.target, decision.id)?.reasonErrors}
          />
        ))}
      </div>
    </li>
  );
}
