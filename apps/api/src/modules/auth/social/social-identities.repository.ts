import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { socialIdentities, users } from '../../../db/schema/accounts';
import type { NewAccount } from '../new-account';
import type { UserRow } from '../users.repository';

export type IdentityLink = { provider: string; subject: string; email: string | null };

/** Thrown inside the sign-up transaction when another request linked the subject first. */
export class SubjectAlreadyLinked extends Error {}

type Executor = Pick<Database, 'insert'>;

/**
 * Links a provider subject to an account. An existing link is taken over only when its account was
 * deleted, so a live account never loses its identity; false means another live account holds it.
 */
async function link(db: Executor, userId: number, identity: IdentityLink) {
  const rows = await db
    .insert(socialIdentities)
    .values({ ...identity, userId })
    .onConflictDoUpdate({
      target: [socialIdentities.provider, socialIdentities.subject],
      set: { userId, email: identity.email },
      setWhere: sql`exists (select 1 from ${users} where ${users.id} = ${socialIdentities.userId} and ${users.deletedAt} is not null)`,
    })
    .returning({ id: socialIdentities.id });
  return rows.length === 1;
}

export function createSocialIdentitiesRepository(db: Database) {
  return {
    /** The live account a provider subject is linked to. */
    findAccount: async (provider: string, subject: string): Promise<UserRow | undefined> =>
      (
        await db
          .select({ user: users })
          .from(socialIdentities)
          .innerJoin(users, eq(users.id, socialIdentities.userId))
          .where(
            and(
              eq(socialIdentities.provider, provider),
              eq(socialIdentities.subject, subject),
              isNull(users.deletedAt),
            ),
          )
          .limit(1)
      )[0]?.user,

    link: (userId: number, identity: IdentityLink) => link(db, userId, identity),

    /**
     * A new account and its identity, together or not at all. Undefined when the drawn code was taken
     * (the caller draws again); `SubjectAlreadyLinked` when the subject was linked meanwhile.
     */
    createAccount: (values: NewAccount, identity: IdentityLink) =>
      db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values(values)
          .onConflictDoNothing({ target: [users.code] })
          .returning();
        if (!user) return undefined;
        if (!(await link(tx, user.id, identity))) throw new SubjectAlreadyLinked();
        return user;
      }),
  };
}

export type SocialIdentitiesRepository = ReturnType<typeof createSocialIdentitiesRepository>;
