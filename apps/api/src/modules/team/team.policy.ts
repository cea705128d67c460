import { TEAM_ACTIONS, type TeamAction } from '@wasla/shared/team-rules/team-actions';
import type { Actor } from '../../lib/policy/actor';
import { hasRole } from '../../lib/policy/actor';

/**
 * What each team role may do in the back office is one table shared with the web app
 * (packages/shared/src/team-rules/team-actions.ts). A team route names its action and the guard
 * (`guards.teamMay(action)`) lets through only the roles listed there; anyone else gets 404.
 */
export { TEAM_ACTIONS, type TeamAction };

export function canTeam(actor: Actor, action: TeamAction): boolean {
  return hasRole(actor, ...TEAM_ACTIONS[action]);
}
