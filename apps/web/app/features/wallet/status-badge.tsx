import type { BankTransferStatus, WithdrawalStatus } from '@wasla/shared/contracts/wallet';
import { Ban, CircleCheck, CircleX, Clock, LoaderCircle, type LucideIcon, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type ActivityStatus = 'pending' | 'completed' | 'returned';
type Status = ActivityStatus | WithdrawalStatus | BankTransferStatus;

const LOOKS: Record<Status, { icon: LucideIcon; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-accent-100 text-warning' },
  requested: { icon: Clock, tone: 'bg-accent-100 text-warning' },
  processing: { icon: LoaderCircle, tone: 'bg-info/10 text-info' },
  completed: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  paid: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  returned: { icon: Undo2, tone: 'border border-line bg-canvas text-muted' },
  cancelled: { icon: Ban, tone: 'border border-line bg-canvas text-muted' },
  failed: { icon: CircleX, tone: 'bg-danger/10 text-danger' },
  approved: { icon: CircleCheck, tone: 'bg-success/10 text-success' },
  rejected: { icon: CircleX, tone: 'bg-danger/10 text-danger' },
};

/** A status in words with its icon, never by colour alone. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = LOOKS[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`wallet.status.${status}`)}
    </span>
  );
}
