import type { DealParty } from '@wasla/shared/deal-rules/deal-states';
import { TEAM_ACTIONS } from '@wasla/shared/team-rules/team-actions';
import { type Actor, hasRole, isUser } from '../../lib/policy/actor';

/** The team roles that settle disputes and may read any deal for it: support, and admins. */
export const DEAL_TEAM_ROLES = TEAM_ACTIONS['disputes.decide'];

export type DealResource = {
  clientId: number;
  providerId: number;
  senderId: number;
  stage: string;
  deletedAt?: Date | null;
};

/**
 * The capacities an actor has on a deal, as the deal table names them: the sender or receiver of the
 * offer, and the client or provider; `support` for the team that settles disputes. Empty for anyone
 * else. A draft exists only for its sender: the other side learns of an offer once it is sent.
 */
export function dealPartiesOf(actor: Actor, deal: DealResource): DealParty[] {
  const parties: DealParty[] = [];
  if (isUser(actor) && !deal.deletedAt) {
    const isParty = actor.id === deal.clientId || actor.id === deal.providerId;
    const isSender = actor.id === deal.senderId;
    if (isParty && (deal.stage !== 'draft' || isSender)) {
      parties.push(isSender ? 'sender' : 'receiver');
      parties.push(actor.id === deal.clientId ? 'client' : 'provider');
    }
  }
  if (hasRole(actor, ...DEAL_TEAM_ROLES) && deal.stage === 'disputed') parties.push('support');
  return parties;
}

/**
 * Who may do what with a deal.
 * - `read`: the deal page, its history, deliveries, files and invoice: its two parties (a draft only
 *   its sender), and the support team while it is disputed.
 * - `edit`: change the offer's terms and attachments: the sender, while a draft or pending.
 * - `settle`: decide a dispute: the support team.
 * A refusal answers 404 exactly like a missing deal, so a guessed id reveals nothing.
 */
export type DealAction = 'read' | 'edit' | 'settle';

export function canDeal(actor: Actor, action: DealAction, deal: DealResource): boolean {
  const parties = dealPartiesOf(actor, deal);
  switch (action) {
    case 'read':
      return parties.length > 0;
    case 'edit':
      return parties.includes('sender') && (deal.stage === 'draft' || deal.stage === 'pending');
    case 'settle':
      return parties.includes('support');
  }
}
