import type { LedgerVerification } from '@wasla/shared/contracts/ledger-desk';
import { formatDateTime, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { CircleAlert, CircleCheck, CircleHelp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The latest `ledger verify` in a line: sound (with what it counted), broken (with the first breaks),
 * or never run yet. Said in words and an icon, never by colour alone.
 */
export function LedgerHealth({
  run,
  lang,
  children,
}: {
  run: LedgerVerification | null;
  lang: Language;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const tone = !run
    ? 'border-line'
    : run.ok
      ? 'border-success/40 bg-success/5'
      : 'border-danger/40 bg-danger/5';
  const Icon = !run ? CircleHelp : run.ok ? CircleCheck : CircleAlert;
  return (
    <section aria-labelledby="ledger-health" className={`grid gap-2 rounded-2xl border p-4 ${tone}`}>
      <h2 id="ledger-health" className="flex items-center gap-2 font-semibold">
        <Icon
          aria-hidden="true"
          className={`size-5 ${!run ? 'text-muted' : run.ok ? 'text-success' : 'text-danger'}`}
        />
        {t(!run ? 'admin.ledger.never' : run.ok ? 'admin.ledger.sound' : 'admin.ledger.broken')}
      </h2>
      {run ? (
        <p className="text-sm text-muted">
          {t('admin.ledger.ran', {
            date: formatDateTime(run.finished_at ?? run.started_at, lang),
            by: run.requested_by ? run.requested_by.name : t('admin.ledger.worker'),
          })}
          {run.counts
            ? ` · ${t('admin.ledger.counts', {
                transfers: formatNumber(run.counts.transfers, lang),
                accounts: formatNumber(run.counts.accounts, lang),
                pending: formatNumber(run.counts.pending, lang),
              })}`
            : null}
        </p>
      ) : null}
      {run && !run.ok ? (
        <ul className="grid list-disc gap-1 ps-5 text-sm" dir="ltr">
          {run.breaks.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {run.unlisted ? (
            <li>{t('admin.ledger.unlisted', { n: formatNumber(run.unlisted, lang) })}</li>
          ) : null}
        </ul>
      ) : null}
      {children}
    </section>
  );
}
