import { type Actor, isAccount } from '../../lib/policy/actor';

/**
 * Who may do what with the wallet's cards and charges.
 * - A card (`read`: the list and the edit form; `edit`: its name; `delete`; `charge`: top up with it)
 *   is its owner's only, while it is not deleted. No team role reads or uses someone else's card.
 * - A charge (`read`: retrieve-charge) is its owner's, and only a top-up or a deal's shortfall: the
 *   small check made when a card is saved is the wallet's own business and has no page.
 * A refusal answers 404 exactly like a missing card or charge, so ids reveal nothing.
 */
export type CardAction = 'read' | 'edit' | 'delete' | 'charge';
export type CardResource = { userId: number; deletedAt: Date | null };

export function canCard(actor: Actor, _action: CardAction, card: CardResource): boolean {
  return isAccount(actor, card.userId) && card.deletedAt === null;
}

export type ChargeAction = 'read';
export type ChargeResource = { userId: number; purpose: string };

export function canCharge(actor: Actor, _action: ChargeAction, charge: ChargeResource): boolean {
  return isAccount(actor, charge.userId) && (charge.purpose === 'top_up' || charge.purpose === 'deal');
}
