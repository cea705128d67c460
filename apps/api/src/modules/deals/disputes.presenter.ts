import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { Dispute } from '@wasla/shared/contracts/deals';
import type { TeamDispute } from '@wasla/shared/contracts/disputes';
import { money, toDecimalString } from '@wasla/shared/money';
import type { DisputeRow } from './disputes.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A dispute as both parties read it: why it was opened, and the support team's decision once made. */
export function presentDispute(row: DisputeRow): Dispute {
  return {
    id: row.id,
    deal_id: row.dealId,
    opened_by: row.openedBy,
    reason: row.reason,
    evidence: row.evidence,
    resolution: row.resolution,
    provider_amount:
      row.providerAmountAed === null ? null : toDecimalString(money(row.providerAmountAed, WALLET_CURRENCY)),
    note: row.note,
    decided_at: iso(row.decidedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** The same for the support team, with the side that opened it. */
export function presentTeamDispute(row: DisputeRow, deal: { clientId: number }): Omit<TeamDispute, 'deal'> {
  return { ...presentDispute(row), opened_by_side: row.openedBy === deal.clientId ? 'client' : 'provider' };
}
