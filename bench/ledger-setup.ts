import { type DatabaseHandle, openPostgres } from '@wasla/api/db/client';
import { accountFactory } from '@wasla/api/db/factories/index';
import { applyMigrations } from '@wasla/api/db/migrate';
import { createLedger, type Leg } from '@wasla/api/modules/ledger/ledger';
import { sql } from 'drizzle-orm';
import { createDatabaseIfMissing } from './catalogue/bench-database';

/**
 * The ledger benchmark's database: PostgreSQL at DATABASE_URL (required: the figures are about row
 * locks and commits on a server), migrated, with users whose available accounts hold plenty, so that
 * no transfer of the run is refused. Users made by an earlier run are reused.
 */
export const WIDE = Number(process.env.BENCH_ACCOUNTS ?? 10_000);
export const HOT = 10;
const FUNDS = 100_000_000n;

export function benchUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('The ledger benchmark measures PostgreSQL: set DATABASE_URL (a database of its own).');
    process.exit(1);
  }
  return url;
}

/** The ids of `WIDE` funded users, the first `HOT` of them the hot ones. */
export async function benchUsers(url: string): Promise<number[]> {
  await createDatabaseIfMissing(url);
  const handle: DatabaseHandle = await openPostgres(url, 6);
  try {
    await applyMigrations(handle);
    const { db } = handle;
    const funded = async () =>
      (
        (
          await db.execute(sql`select user_id from ledger_accounts
                where kind = 'user_available' and currency = 'AED' and balance >= ${String(FUNDS / 2n)}::bigint
                order by user_id limit ${WIDE}`)
        ).rows as { user_id: number }[]
      ).map((r) => Number(r.user_id));
    let users = await funded();
    const missing = WIDE - users.length;
    if (missing > 0) {
      const made = await accountFactory.many(
        db,
        Array.from({ length: missing }, () => ({})),
        { returning: true },
      );
      // Each user funded by a transfer of its own, as a top-up is (a transfer of a thousand legs would
      // skew the planner's statistics of entries per transfer), from five platform accounts at once
      // so that funding is not queued on one of them.
      const ledger = createLedger();
      const sources = ['bank', 'gateway', 'escrow', 'tax', 'platform_fees'] as const;
      await Promise.all(
        sources.map(async (source, lane) => {
          for (let at = lane; at < made.length; at += sources.length) {
            const legs: Leg[] = [
              { account: { kind: source }, amount: -FUNDS },
              { account: { kind: 'user_available', userId: made[at]!.id }, amount: FUNDS },
            ];
            await ledger.transfer(db, { kind: 'bank_top_up', currency: 'AED', legs });
          }
        }),
      );
      await db.execute(sql`analyze ledger_accounts, ledger_transfers, ledger_entries`);
      users = await funded();
    }
    return users;
  } finally {
    await handle.close();
  }
}

/** A random pair of distinct users among the first `n`. */
export function pairOf(users: readonly number[], n: number): [number, number] {
  const a = Math.floor(Math.random() * n);
  const b = (a + 1 + Math.floor(Math.random() * (n - 1))) % n;
  return [users[a]!, users[b]!];
}

export const transferBetween = ([from, to]: [number, number]) => ({
  kind: 'correction',
  currency: 'AED',
  legs: [
    { account: { kind: 'user_available' as const, userId: from }, amount: -1n },
    { account: { kind: 'user_available' as const, userId: to }, amount: 1n },
  ],
});
