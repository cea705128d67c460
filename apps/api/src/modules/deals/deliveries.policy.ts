import type { Actor } from '../../lib/policy/actor';
import { type DealResource, dealPartiesOf } from './deal.policy';

export type DeliveryResource = { status: 'draft' | 'sent' | 'accepted' | 'rejected' };

/**
 * Who may do what with a delivery of a deal.
 * - `read`: a sent delivery (and its files): whoever reads the deal (its two parties, the support
 *   team in a dispute); a draft only its provider, who is writing it.
 * - `edit`: write, attach files to, delete or send a draft: the provider of the deal.
 * - `answer`: accept or reject a sent delivery: the client of the deal.
 * Whether the delivery and the deal are at a stage that allows it is the service's (a 409); a
 * refusal here answers 404 exactly like a missing delivery.
 */
export type DeliveryAction = 'read' | 'edit' | 'answer';

export function canDelivery(
  actor: Actor,
  action: DeliveryAction,
  deal: DealResource,
  delivery: DeliveryResource,
): boolean {
  const parties = dealPartiesOf(actor, deal);
  switch (action) {
    case 'read':
      return delivery.status === 'draft' ? parties.includes('provider') : parties.length > 0;
    case 'edit':
      return parties.includes('provider');
    case 'answer':
      return parties.includes('client') && delivery.status !== 'draft';
  }
}
