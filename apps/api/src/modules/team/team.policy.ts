import type { Actor, TeamRole } from '../../lib/policy/actor';
import { hasRole } from '../../lib/policy/actor';

/**
 * What each team role may do in the back office. A team route names its action and the guard
 * (`guards.teamMay(action)`) lets through only the roles listed here; anyone else gets 404.
 * - `team.see-own-roles`: any team member reads which roles they hold (what the back office shows).
 * - `team.manage-roles`: grant and revoke roles (admin).
 * - `outbox.dead-letters`: see and retry events whose delivery gave up (support, admin).
 * - `blog.moderate`: read the articles waiting and publish or reject them (moderator, admin).
 * - `audit.read`: read the audit log, what every team member did (admin).
 */
export const TEAM_ACTIONS = {
  'team.see-own-roles': ['moderator', 'finance', 'support', 'admin'],
  'team.manage-roles': ['admin'],
  'outbox.dead-letters': ['support', 'admin'],
  'blog.moderate': ['moderator', 'admin'],
  'audit.read': ['admin'],
} as const satisfies Record<string, readonly [TeamRole, ...TeamRole[]]>;

export type TeamAction = keyof typeof TEAM_ACTIONS;

export function canTeam(actor: Actor, action: TeamAction): boolean {
  return hasRole(actor, ...TEAM_ACTIONS[action]);
}
