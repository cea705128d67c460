import { TEAM_ROLES } from '@wasla/shared/contracts/team';

/**
 * Who is asking. Every policy decides on an Actor, never on a raw session, so the same rules hold for
 * routes, jobs and the command line. Team roles are granted per account (see db/schema/team.ts) and
 * loaded with the session; a guest has none.
 */
export const teamRoles = TEAM_ROLES;

export type TeamRole = (typeof teamRoles)[number];

export type GuestActor = { kind: 'guest' };
export type UserActor = { kind: 'user'; id: number; roles: readonly TeamRole[] };
export type Actor = GuestActor | UserActor;

export const guest: GuestActor = Object.freeze({ kind: 'guest' });

export function userActor(id: number, roles: readonly TeamRole[] = []): UserActor {
  return { kind: 'user', id, roles };
}

export function isUser(actor: Actor): actor is UserActor {
  return actor.kind === 'user';
}

/** True when the actor is signed in and holds at least one of the roles. */
export function hasRole(actor: Actor, ...roles: readonly TeamRole[]): actor is UserActor {
  return isUser(actor) && actor.roles.some((role) => roles.includes(role));
}

/** True when the actor is the account with this id (a guest is nobody's owner). */
export function isAccount(actor: Actor, accountId: number): actor is UserActor {
  return isUser(actor) && actor.id === accountId;
}

export function isTeamRole(value: string): value is TeamRole {
  return (teamRoles as readonly string[]).includes(value);
}
