import { TEAM_ACTIONS } from '@wasla/shared/team-rules/team-actions';
import type { Actor } from '../../lib/policy/actor';
import { hasRole, isAccount } from '../../lib/policy/actor';

/** The team roles that answer for the money going in and out: the finance team, and admins. */
export const FINANCE_ROLES = TEAM_ACTIONS['finance.desk'];

/**
 * Who may do what with bank accounts, personal information, bank top-ups and withdrawals.
 * - `own`: read, change, delete or use (withdraw to, cancel) the thing, for its owner only, while it
 *   is not deleted. No team role acts on someone else's wallet through the user's routes.
 * - `decide`: approve or reject a bank top-up, take a withdrawal into processing, mark it paid or
 *   failed, and read the receipt and the account details it needs for that: the finance team
 *   (finance, admin). The owner has no such right over their own requests.
 * A refusal of `own` answers 404 exactly like a missing row, so ids reveal nothing; the team routes
 * answer 404 to anyone without the role.
 */
export type PayoutAction = 'own' | 'decide';

export type PayoutResource = { ownerId: number; deletedAt?: Date | null };

export function canPayout(actor: Actor, action: PayoutAction, resource: PayoutResource): boolean {
  switch (action) {
    case 'own':
      return isAccount(actor, resource.ownerId) && !resource.deletedAt;
    case 'decide':
      return hasRole(actor, ...FINANCE_ROLES);
  }
}
