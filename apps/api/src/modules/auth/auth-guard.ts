import type { FastifyReply, FastifyRequest } from 'fastify';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import {
  type Actor,
  guest,
  hasRole,
  isTeamRole,
  type TeamRole,
  type UserActor,
  userActor,
} from '../../lib/policy/actor';
import { TEAM_ACTIONS, type TeamAction } from '../team/team.policy';
import type { SessionService } from './session.service';

type Found = Awaited<ReturnType<SessionService['authenticate']>>;

/**
 * What a guard hands a route once it found a live session: who is asking, as which account.
 * `dormantRoles` are team roles the account holds but may not use yet: a team account must have
 * two-step verification on, and until it does its actor holds no role at all.
 */
export type SignedIn = Omit<Found, 'roles'> & { actor: UserActor; dormantRoles: readonly TeamRole[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guards: the signed-in caller, or null for a guest; unset on routes without a guard. */
    auth: SignedIn | null;
  }
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** Who is asking: the account a guard found, else a guest. */
export function actorOf(request: FastifyRequest): Actor {
  return request.auth?.actor ?? guest;
}

/**
 * The signed-in caller of a route behind `signedIn` or `verified`. A route that forgot its guard
 * answers 401 here instead of acting for nobody.
 */
export function accountOf(request: FastifyRequest): SignedIn {
  if (!request.auth) throw errors.unauthenticated();
  return request.auth;
}

// A team route refuses exactly as an address that names no route, so it reveals nothing to others.
const noSuchRoute = () => new AppError(404, 'not_found', 'route_not_found');

/**
 * Route guards. `signedIn` needs a live session of an account that is not blocked (for verifying,
 * refreshing, logging out). `verified` adds the gates of SPEC.md section 8: a pending second step is
 * 302, an unverified e-mail 406, an unverified phone 412. `viewer` lets guests through. `team(...roles)`
 * lets through a verified account holding one of the roles and answers everyone else 404; `teamMay(action)`
 * does the same with the roles the team policy gives that action.
 */
export function createAuthGuards(sessions: SessionService) {
  async function signedInWith(token: string | undefined): Promise<SignedIn> {
    const { roles, ...found } = await sessions.authenticate(token);
    if (found.user.blockedUntil && found.user.blockedUntil > clock.now()) throw errors.accountBlocked();
    const held = roles.filter(isTeamRole);
    const armed = found.user.twoFactorEnabledAt !== null;
    return {
      ...found,
      actor: userActor(found.user.id, armed ? held : []),
      dormantRoles: armed ? [] : held,
    };
  }

  function checkVerified({ session, user }: SignedIn) {
    if (session.twoFactorPending) throw errors.twoFactorRequired();
    if (user.email && !user.emailVerifiedAt) throw errors.emailNotVerified();
    if (user.phoneNumber && !user.phoneVerifiedAt) throw errors.phoneNotVerified();
  }

  async function signedIn(request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await signedInWith(bearerToken(request));
  }

  async function verified(request: FastifyRequest, reply: FastifyReply) {
    await signedIn(request, reply);
    checkVerified(accountOf(request));
  }

  /**
   * The account behind an access token with the gates of `verified`, for what is not a route of the
   * API (the chat socket, which a browser opens with its session cookie); throws as `verified` does.
   */
  async function verifiedAccount(token: string | undefined): Promise<SignedIn> {
    const found = await signedInWith(token);
    checkVerified(found);
    return found;
  }

  /** Public pages: a valid session says who is looking; a missing or stale token is a guest. */
  async function viewer(request: FastifyRequest, reply: FastifyReply) {
    request.auth = null;
    if (!bearerToken(request)) return;
    try {
      await signedIn(request, reply);
    } catch {
      request.auth = null;
    }
  }

  /**
   * Team routes (back office). Use it as the route's `onRequest`, so that it refuses before the body
   * is read or checked: a caller without the role cannot tell the route from a missing one.
   */
  function team(...roles: readonly [TeamRole, ...TeamRole[]]) {
    return async function teamMember(request: FastifyRequest, reply: FastifyReply) {
      try {
        await verified(request, reply);
      } catch (error) {
        // Any refusal of the caller is "no such route"; a failure of ours stays the 500 it is.
        if (!(error instanceof AppError)) throw error;
        request.auth = null;
        throw noSuchRoute();
      }
      if (hasRole(actorOf(request), ...roles)) return;
      // A member of this team without two-step verification is told what to do; anyone else, nothing.
      const dormant = accountOf(request).dormantRoles;
      if (dormant.some((role) => roles.includes(role))) throw errors.teamTwoFactorRequired();
      throw noSuchRoute();
    };
  }

  /** `team(...)` with the roles the team policy lists for the action (team.policy.ts). */
  function teamMay(action: TeamAction) {
    const roles: readonly [TeamRole, ...TeamRole[]] = TEAM_ACTIONS[action];
    return team(...roles);
  }

  return { signedIn, verified, viewer, team, teamMay, verifiedAccount };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
