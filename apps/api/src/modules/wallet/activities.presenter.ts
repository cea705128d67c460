import type { Activity, ActivityType } from '@wasla/shared/contracts/wallet';
import { toDecimalString } from '@wasla/shared/money';
import type { ActivityRow } from './activities.repository';

const LINKED = ['wallet_charge', 'bank_transfer', 'withdrawal', 'deal', 'plan', 'mark'] as const;
type LinkedKind = (typeof LINKED)[number];

/** What caused a transfer, from what it references and which way the money went. */
export function activityType(
  row: Pick<ActivityRow, 'kind' | 'referenceKind'>,
  sign: '+' | '-',
): ActivityType {
  switch (row.referenceKind) {
    case 'wallet_charge':
      return 'card_top_up';
    case 'bank_transfer':
      return 'bank_top_up';
    case 'withdrawal':
      return row.kind === 'hold' || sign === '-' ? 'withdrawal' : 'withdrawal_returned';
    case 'deal':
      if (sign === '-') return 'deal_payment';
      return row.kind === 'refund' ? 'deal_refund' : 'deal_earning';
    case 'plan':
      return 'subscription';
    case 'mark':
      return 'promotion';
    default:
      return 'correction';
  }
}

const STATUS = { pending: 'pending', posted: 'completed', voided: 'returned' } as const;
const abs = (value: bigint) => (value < 0n ? -value : value);

/**
 * One activity. A hold is money on its way out ('-'): pending while held, completed once paid (for
 * what was paid, when less than held), returned when voided. Any other transfer shows its net
 * effect on the user's money, unsigned, with its sign beside it.
 */
export function presentActivity(row: ActivityRow, currency: string): Activity {
  const isHold = row.holdState !== null;
  const net = BigInt(row.net);
  const sign: '+' | '-' = isHold || net < 0n ? '-' : '+';
  const amount = !isHold
    ? abs(net)
    : row.holdState === 'posted' && row.resolvedNet !== null
      ? abs(BigInt(row.resolvedNet))
      : BigInt(row.amount);
  const id = Number(row.referenceId);
  const linked =
    (LINKED as readonly string[]).includes(row.referenceKind ?? '') && Number.isSafeInteger(id) && id > 0;
  return {
    id: row.id,
    type: activityType(row, sign),
    amount: toDecimalString({ amount, currency }),
    sign,
    currency,
    status: isHold ? STATUS[row.holdState!] : 'completed',
    date: row.createdAt.toISOString(),
    reference: linked ? { kind: row.referenceKind as LinkedKind, id } : null,
  };
}
