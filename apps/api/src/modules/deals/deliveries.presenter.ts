import type { Delivery } from '@wasla/shared/contracts/deals';
import { presentDealFile } from './deals.presenter';
import type { DealFileRow } from './deals.repository';
import type { DeliveryRow } from './deliveries.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A delivery with its files, which its two parties read through the deal's file route. */
export function presentDelivery(row: DeliveryRow, files: DealFileRow[]): Delivery {
  return {
    id: row.id,
    deal_id: row.dealId,
    number: row.number,
    status: row.status,
    description: row.description,
    files: files.map(presentDealFile),
    sent_at: iso(row.sentAt),
    decided_at: iso(row.decidedAt),
    reason: row.reasonCode ? { code: row.reasonCode, comment: row.reasonComment } : null,
    created_at: row.createdAt.toISOString(),
  };
}
