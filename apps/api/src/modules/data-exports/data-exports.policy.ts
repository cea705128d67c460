import { type Actor, isAccount } from '../../lib/policy/actor';

/**
 * An export is its owner's alone: `read` (its state) and `download` only by the account it copies.
 * Anyone else, the team included, is answered as for a missing one: the archive holds private
 * messages and money, and an id must not tell that an export exists.
 */
export function canDataExport(actor: Actor, action: 'read' | 'download', found: { userId: number }): boolean {
  void action;
  return isAccount(actor, found.userId);
}
