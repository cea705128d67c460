import type { MarkReply } from '@wasla/shared/contracts/marks';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import type { MarkStatus } from '@wasla/shared/mark-rules/mark-states';
import {
  CalendarClock,
  CircleCheck,
  CircleDot,
  Eye,
  FileText,
  type LucideIcon,
  Megaphone,
  MousePointerClick,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { PeriodLine } from './mark-confirm';

const STATUS: Record<MarkStatus, { icon: LucideIcon; tone: string }> = {
  scheduled: { icon: CalendarClock, tone: 'bg-brand-50 text-brand-800' },
  active: { icon: CircleDot, tone: 'bg-success/10 text-success' },
  ended: { icon: CircleCheck, tone: 'bg-canvas text-muted border border-line' },
};

/** A mark's state in words with an icon, never by colour alone. */
export function MarkStatusBadge({ status }: { status: MarkStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = STATUS[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`my_services.mark.status.${status}`)}
    </span>
  );
}

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4.5 text-brand-700" />
      <dt className="text-muted">{label}</dt>
      <dd className="font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * The owner's promotions of this service, newest first: the period in the zone they chose, its
 * state, the impressions and clicks it earned (`GET /services/mark/{id}`), and its invoice.
 */
export function MarkStats({ marks, lang }: { marks: MarkReply[]; lang: Language }) {
  const { t } = useTranslation();
  if (!marks.length) {
    return (
      <EmptyState
        icon={Megaphone}
        title={t('my_services.mark.stats_empty_title')}
        body={t('my_services.mark.stats_empty')}
        headingLevel={3}
      />
    );
  }
  return (
    <ul className="grid gap-3">
      {marks.map((mark) => (
        <li key={mark.id} className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <MarkStatusBadge status={mark.status} />
            {mark.invoice_id ? (
              <Link
                to={`/${lang}/invoices/${mark.invoice_id}`}
                className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-700 hover:underline"
              >
                <FileText aria-hidden="true" className="size-4" />
                {t('my_services.mark.view_invoice')}
              </Link>
            ) : null}
          </div>
          <p className="text-sm">
            <PeriodLine
              startsAt={mark.starts_at}
              endsAt={mark.ends_at}
              timezone={mark.timezone}
              lang={lang}
            />
          </p>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Figure
              icon={Eye}
              label={t('my_services.mark.impressions')}
              value={formatNumber(mark.impressions, lang)}
            />
            <Figure
              icon={MousePointerClick}
              label={t('my_services.mark.clicks')}
              value={formatNumber(mark.clicks, lang)}
            />
          </dl>
        </li>
      ))}
    </ul>
  );
}
