import type { DealStatus, DealSubStage } from '@wasla/shared/deal-rules/deal-states';
import { Ban, CircleCheck, CircleX, Clock, FilePen, LoaderCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const LOOKS: Record<DealStatus, { icon: LucideIcon; tone: string }> = {
  draft: { icon: FilePen, tone: 'border border-line bg-canvas text-muted' },
  pending: { icon: Clock, tone: 'bg-accent-100 text-warning' },
  in_progress: { icon: LoaderCircle, tone: 'bg-info/10 text-info' },
  // On white: the green on its own tint is too faint for small text on the page's grey.
  completed: { icon: CircleCheck, tone: 'border border-success/40 bg-surface text-success' },
  canceled: { icon: Ban, tone: 'border border-line bg-canvas text-muted' },
  rejected: { icon: CircleX, tone: 'bg-danger/10 text-danger' },
};

/** A deal's status in the spec's words with its icon, and the sub-stage beside it ("waiting for payment"). */
export function DealStatusBadge({ status, subStage }: { status: DealStatus; subStage: DealSubStage | null }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = LOOKS[status];
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
      >
        <Icon aria-hidden="true" className="size-3.5" />
        {t(`deals.status.${status}`)}
      </span>
      {subStage ? (
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${subStage === 'missed_deadline' || subStage === 'disputed' ? 'bg-danger/10 text-danger' : 'bg-brand-50 text-brand-800'}`}
        >
          {t(`deals.sub_stage.${subStage}`)}
        </span>
      ) : null}
    </span>
  );
}
