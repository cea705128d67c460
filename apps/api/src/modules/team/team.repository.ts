import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { teamMembers } from '../../db/schema/team';
import { recordCommandLineAudit } from '../../lib/audit/audit';
import type { TeamRole } from '../../lib/policy/actor';

const grantor = alias(users, 'grantor');

/** Team roles as rows: who holds which, since when and from whom. */
export function createTeamRepository(db: Database) {
  return {
    /** A live account by its sign-in address (stored trimmed and in lower case). */
    accountByEmail: async (email: string) =>
      (
        await db
          .select({ id: users.id, email: users.email, name: users.name })
          .from(users)
          .where(
            and(
              eq(users.email, email.trim().toLowerCase()),
              eq(users.addressTaken, false),
              isNull(users.deletedAt),
            ),
          )
          .limit(1)
      )[0],

    /**
     * Grants once: a second grant of the same role keeps the first date and grantor. A grant from the
     * command line (no grantor) is audited with it; the back office audits its own.
     */
    grant: (accountId: number, role: TeamRole, grantedBy: number | null) =>
      db.transaction(async (tx) => {
        const granted = await tx
          .insert(teamMembers)
          .values({ accountId, role, grantedBy })
          .onConflictDoNothing()
          .returning({ role: teamMembers.role });
        if (granted.length && grantedBy === null) {
          await recordCommandLineAudit(tx, {
            action: 'team.grant',
            subject: { kind: 'account', id: accountId },
            after: { role },
          });
        }
        return granted.length > 0;
      }),

    /** Removes a role, audited as done from the command line (the only place that revokes). */
    revoke: (accountId: number, role: TeamRole) =>
      db.transaction(async (tx) => {
        const revoked = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.role, role)))
          .returning({ role: teamMembers.role });
        if (revoked.length) {
          await recordCommandLineAudit(tx, {
            action: 'team.revoke',
            subject: { kind: 'account', id: accountId },
            before: { role },
          });
        }
        return revoked.length > 0;
      }),

    rolesOf: (accountId: number) =>
      db
        .select({ role: teamMembers.role, grantedAt: teamMembers.grantedAt })
        .from(teamMembers)
        .where(eq(teamMembers.accountId, accountId))
        .orderBy(asc(teamMembers.role)),

    /** Every grant, by account then role, with the grantor's address (none for the command line). */
    members: () =>
      db
        .select({
          accountId: teamMembers.accountId,
          email: users.email,
          name: users.name,
          role: teamMembers.role,
          grantedAt: teamMembers.grantedAt,
          grantedBy: grantor.email,
          deleted: sql<boolean>`${users.deletedAt} is not null`,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.accountId))
        .leftJoin(grantor, eq(grantor.id, teamMembers.grantedBy))
        .orderBy(asc(users.email), asc(teamMembers.accountId), asc(teamMembers.role)),
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
