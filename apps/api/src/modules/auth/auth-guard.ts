import type { FastifyReply, FastifyRequest } from 'fastify';
import { clock } from '../../lib/clock';
import { errors } from '../../lib/http/app-error';
import type { SessionService } from './session.service';

type Authenticated = Awaited<ReturnType<SessionService['authenticate']>>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/**
 * Route guards. `signedIn` needs a live session of an account that is not blocked (for verifying,
 * refreshing, logging out). `verified` adds the gates of SPEC.md section 8: a pending second step is
 * 302, an unverified e-mail 406, an unverified phone 412.
 */
export function createAuthGuards(sessions: SessionService) {
  async function signedIn(request: FastifyRequest, _reply: FastifyReply) {
    const found = await sessions.authenticate(bearerToken(request));
    if (found.user.blockedUntil && found.user.blockedUntil > clock.now()) throw errors.accountBlocked();
    request.auth = found;
  }

  async function verified(request: FastifyRequest, reply: FastifyReply) {
    await signedIn(request, reply);
    const { session, user } = request.auth!;
    if (session.twoFactorPending) throw errors.twoFactorRequired();
    if (user.email && !user.emailVerifiedAt) throw errors.emailNotVerified();
    if (user.phoneNumber && !user.phoneVerifiedAt) throw errors.phoneNotVerified();
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

  return { signedIn, verified, viewer };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;
