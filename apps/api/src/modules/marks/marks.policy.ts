import type { Actor } from '../../lib/policy/actor';
import { isAccount } from '../../lib/policy/actor';

/**
 * Who may do what with the promotion of a service.
 * - `quote`: the price and invoice preview of a mark, for the service's owner.
 * - `promote`: buying a mark, for the owner, while the service is open (published and taking work).
 * - `stats`: the marks of a service with their impressions and clicks, for the owner only.
 * Nobody else learns anything: a refusal answers 404 like a missing service. No team role buys or
 * reads someone else's promotion.
 */
export type MarkAction = 'quote' | 'promote' | 'stats';

export type MarkResource = { ownerId: number; status: string; deletedAt: Date | string | null };

export function canMark(actor: Actor, action: MarkAction, service: MarkResource): boolean {
  if (!isAccount(actor, service.ownerId) || service.deletedAt !== null) return false;
  return action === 'promote' ? service.status === 'open' : true;
}
