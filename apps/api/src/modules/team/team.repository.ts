import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { teamMembers } from '../../db/schema/team';
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

    /** Grants once: a second grant of the same role keeps the first date and grantor. */
    grant: async (accountId: number, role: TeamRole, grantedBy: number | null) =>
      (
        await db
          .insert(teamMembers)
          .values({ accountId, role, grantedBy })
          .onConflictDoNothing()
          .returning({ role: teamMembers.role })
      ).length > 0,

    revoke: async (accountId: number, role: TeamRole) =>
      (
        await db
          .delete(teamMembers)
          .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.role, role)))
          .returning({ role: teamMembers.role })
      ).length > 0,

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
