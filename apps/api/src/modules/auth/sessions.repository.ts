import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accessTokens, refreshTokens, sessions, users } from '../../db/schema/accounts';
import { teamMembers } from '../../db/schema/team';

const rolesOf = (accountId: typeof users.id) =>
  sql<
    string[]
  >`array(select ${teamMembers.role} from ${teamMembers} where ${teamMembers.accountId} = ${accountId} order by 1)`;

export function createSessionsRepository(db: Database) {
  return {
    create: async (row: typeof sessions.$inferInsert) =>
      (await db.insert(sessions).values(row).returning())[0]!,

    addTokens: async (
      sessionId: string,
      access: { hash: string; expiresAt: Date },
      refresh: { hash: string; expiresAt: Date },
    ) => {
      await db
        .insert(accessTokens)
        .values({ tokenHash: access.hash, sessionId, expiresAt: access.expiresAt });
      await db
        .insert(refreshTokens)
        .values({ tokenHash: refresh.hash, sessionId, expiresAt: refresh.expiresAt });
    },

    /** The session, the user and the user's team roles behind a live access token, in one query. */
    byAccessToken: async (hash: string, now: Date) =>
      (
        await db
          .select({ session: sessions, user: users, roles: rolesOf(users.id) })
          .from(accessTokens)
          .innerJoin(sessions, eq(sessions.id, accessTokens.sessionId))
          .innerJoin(users, eq(users.id, sessions.userId))
          .where(
            and(
              eq(accessTokens.tokenHash, hash),
              gt(accessTokens.expiresAt, now),
              isNull(sessions.revokedAt),
              isNull(users.deletedAt),
            ),
          )
          .limit(1)
      )[0],

    /**
     * Marks a refresh token used and returns it, atomically: of two racing requests with the same
     * token only one gets it back unused. `wasUsed` tells a replay from a first use.
     */
    consumeRefreshToken: async (hash: string, now: Date) => {
      const result = await db.execute<{
        session_id: string;
        expires_at: Date | string;
        was_used: boolean;
        revoked: boolean;
      }>(sql`
        with target as (
          select r.token_hash, r.session_id, r.expires_at, r.used_at, s.revoked_at
          from ${refreshTokens} r join ${sessions} s on s.id = r.session_id
          where r.token_hash = ${hash}
          for update of r
        )
        update ${refreshTokens} r set used_at = coalesce(r.used_at, ${now})
        from target t where r.token_hash = t.token_hash
        returning t.session_id, t.expires_at, (t.used_at is not null) as was_used, (t.revoked_at is not null) as revoked`);
      return result.rows[0];
    },

    /** Whether the account ever had a session opened from this address. */
    signedInFrom: async (userId: number, ip: string) =>
      (
        await db
          .select({ id: sessions.id })
          .from(sessions)
          .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip)))
          .limit(1)
      ).length > 0,

    touch: (sessionId: string, now: Date) =>
      db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId)),

    revoke: (sessionId: string, reason: string, now: Date) =>
      db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt))),

    revokeAllOf: (userId: number, reason: string, now: Date) =>
      db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt))),

    revokeOthersOf: (userId: number, keepSessionId: string, reason: string, now: Date) =>
      db
        .update(sessions)
        .set({ revokedAt: now, revokeReason: reason })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt))),

    /** The second step is passed: the session's tokens now open the account. */
    passSecondStep: (sessionId: string) =>
      db.update(sessions).set({ twoFactorPending: false }).where(eq(sessions.id, sessionId)),
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
