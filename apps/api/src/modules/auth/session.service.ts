import { ACCESS_TOKEN_LIFE_SECONDS, REFRESH_TOKEN_LIFE_SECONDS } from '@wasla/shared/business-constants';
import { clock } from '../../lib/clock';
import { errors } from '../../lib/http/app-error';
import { digest, newToken } from '../../lib/secrets';
import type { SessionsRepository } from './sessions.repository';

const later = (seconds: number) => new Date(clock.now().getTime() + seconds * 1000);

export type SessionMeta = { ip?: string; userAgent?: string };

/**
 * Server-side sessions with opaque tokens. A refresh token is used once: using it rotates both
 * tokens, and presenting a used one again revokes the whole session, since someone else holds it.
 */
export function createSessionService(repo: SessionsRepository) {
  async function issueTokens(sessionId: string) {
    const token = newToken();
    const refreshToken = newToken();
    await repo.addTokens(
      sessionId,
      { hash: digest(token), expiresAt: later(ACCESS_TOKEN_LIFE_SECONDS) },
      { hash: digest(refreshToken), expiresAt: later(REFRESH_TOKEN_LIFE_SECONDS) },
    );
    return {
      token,
      refresh_token: refreshToken,
      token_type: 'Bearer' as const,
      expires_in: ACCESS_TOKEN_LIFE_SECONDS,
      refresh_expires_in: REFRESH_TOKEN_LIFE_SECONDS,
    };
  }

  return {
    async start(userId: number, meta: SessionMeta, twoFactorPending = false) {
      const session = await repo.create({
        userId,
        twoFactorPending,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
        expiresAt: later(REFRESH_TOKEN_LIFE_SECONDS),
      });
      return { session, tokens: await issueTokens(session.id) };
    },

    /** The session and user behind an access token, or 401. */
    async authenticate(token: string | undefined) {
      if (!token) throw errors.unauthenticated();
      const found = await repo.byAccessToken(digest(token), clock.now());
      if (!found) throw errors.unauthenticated();
      return found;
    },

    async refresh(refreshToken: string | undefined) {
      if (!refreshToken) throw errors.unauthenticated();
      const now = clock.now();
      const row = await repo.consumeRefreshToken(digest(refreshToken), now);
      if (!row || row.revoked || new Date(row.expires_at) <= now) throw errors.unauthenticated();
      if (row.was_used) {
        await repo.revoke(row.session_id, 'refresh_token_reuse', now);
        throw errors.unauthenticated();
      }
      await repo.touch(row.session_id, now);
      return issueTokens(row.session_id);
    },

    async end(sessionId: string, userId: number, everywhere: boolean) {
      if (everywhere) await repo.revokeAllOf(userId, 'logout_all', clock.now());
      else await repo.revoke(sessionId, 'logout', clock.now());
    },

    endAllOf: (userId: number, reason: string) => repo.revokeAllOf(userId, reason, clock.now()),
    endOthersOf: (userId: number, keepSessionId: string, reason: string) =>
      repo.revokeOthersOf(userId, keepSessionId, reason, clock.now()),
    passSecondStep: (sessionId: string) => repo.passSecondStep(sessionId),
    signedInFrom: (userId: number, ip: string) => repo.signedInFrom(userId, ip),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
