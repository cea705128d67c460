import { money } from '@wasla/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/client';
import { accountFactory } from '../../db/factories';
import { type ClientOp, runClients } from '../../test/ledger-clients';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import { createLedger, LedgerError } from './ledger';
import { verifyLedger } from './ledger-verify';

// Money moved at the same instant. On PostgreSQL (DATABASE_URL) every call below runs on a connection
// of its own and really overlaps; on PGlite they queue on its one connection and the answers must be
// the same. The 50-client run needs real connections and runs on PostgreSQL only.
let database: TestDatabase;
let handle: DatabaseHandle;
const ledger = createLedger();
const AED = (amount: bigint) => money(amount, 'AED');
const outcome = (work: Promise<{ id: number; replayed: boolean }>) =>
  work.then(
    (r) => (r.replayed ? `replayed:${r.id}` : `ok:${r.id}`),
    (error) => (error instanceof LedgerError ? error.code : Promise.reject(error)),
  );
const topUp = (userId: number, amount: bigint, key?: string) =>
  ledger.transfer(handle.db, {
    kind: 'card_top_up',
    currency: 'AED',
    key,
    legs: [
      { account: { kind: 'gateway' }, amount: -amount },
      { account: { kind: 'user_available', userId }, amount },
    ],
  });
const newUser = async () => (await accountFactory.one(handle.db, {})).id;

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  const url = database.handle.url;
  // Enough connections for every caller to hold one at once.
  handle = url ? await openPostgres(url, 52) : database.handle;
});
afterAll(async () => {
  if (handle !== database.handle) await handle.close();
  await database.drop();
});

describe('the ledger under races', () => {
  it('writes one transfer for one key sent twenty times at once', async () => {
    const user = await newUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => outcome(topUp(user, 1_000n, `race:${user}`))),
    );
    const firsts = answers.filter((a) => a.startsWith('ok:'));
    expect(firsts).toHaveLength(1);
    const id = firsts[0]!.slice(3);
    expect(answers.filter((a) => a === `replayed:${id}`)).toHaveLength(19);
    expect((await ledger.balances(handle.db, user, 'AED')).available).toEqual(AED(1_000n));
  });

  it('creates a new user’s accounts once when twenty first top-ups arrive together', async () => {
    const user = await newUser();
    const answers = await Promise.all(Array.from({ length: 20 }, () => outcome(topUp(user, 5n))));
    expect(answers.every((a) => a.startsWith('ok:'))).toBe(true);
    const [row] = (
      await handle.db.execute(sql`select count(*)::int as n from ledger_accounts where user_id = ${user}`)
    ).rows as { n: number }[];
    expect(Number(row?.n)).toBe(1);
    expect((await ledger.balances(handle.db, user, 'AED')).available).toEqual(AED(100n));
  });

  it('resolves a hold once when posts, voids and a timer race for it', async () => {
    const user = await newUser();
    const provider = await newUser();
    await topUp(user, 10_000n);
    const hold = await ledger.hold(handle.db, { userId: user, amount: AED(6_000n) });
    const attempts = Array.from({ length: 24 }, (_, n) =>
      n % 3 === 0
        ? outcome(ledger.voidHold(handle.db, hold.id, { actor: 'timer:withdrawals' }))
        : outcome(
            ledger.postHold(handle.db, hold.id, {
              to: [
                {
                  account: { kind: 'user_available', userId: provider },
                  amount: 1_000n * BigInt(n % 6) + 1n,
                },
              ],
            }),
          ),
    );
    const answers = await Promise.all(attempts);
    expect(answers.filter((a) => a.startsWith('ok:'))).toHaveLength(1);
    expect(answers.filter((a) => a === 'hold_not_pending')).toHaveLength(23);
    const mine = await ledger.balances(handle.db, user, 'AED');
    const theirs = await ledger.balances(handle.db, provider, 'AED');
    expect(mine.blocked).toEqual(AED(0n));
    expect(mine.available.amount + theirs.available.amount).toBe(10_000n);
  });

  it('refuses, never overdraws, when holds race for the last of a balance', async () => {
    const user = await newUser();
    await topUp(user, 1_000n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => outcome(ledger.hold(handle.db, { userId: user, amount: AED(300n) }))),
    );
    expect(answers.filter((a) => a.startsWith('ok:'))).toHaveLength(3);
    expect(answers.filter((a) => a === 'insufficient_funds')).toHaveLength(7);
    expect(await ledger.balances(handle.db, user, 'AED')).toEqual({
      available: AED(100n),
      blocked: AED(900n),
      total: AED(1_000n),
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('fifty clients on a few accounts (PostgreSQL)', () => {
  it('top up, hold, post, void and withdraw with a fifth of keys repeated: nothing lost, nothing twice, no deadlock', async () => {
    const users = (await accountFactory.many(handle.db, [{}, {}, {}, {}])).map((u) => u.id);
    const report = await runClients(handle.db, ledger, {
      users,
      clients: 50,
      opsPerClient: 40,
      repeatShare: 0.2,
    });
    // Only the ledger's own refusals: no deadlock (40P01), no serialization failure, no duplicate key.
    expect(report.unexpected).toEqual([]);
    expect(report.counts.insufficient_funds).toBeGreaterThan(0);
    expect(report.counts.replayed).toBeGreaterThan(0);
    expect(report.counts.hold_not_pending).toBeGreaterThan(0);
    // Every key answered one id, and each hold was resolved by at most one call.
    expect(report.keysWithSeveralIds).toEqual([]);
    expect(report.holdsResolvedTwice).toEqual([]);
    // The balances are what the successful calls add up to: no update lost, no charge made twice.
    for (const [index, user] of users.entries()) {
      const stored = await ledger.balances(handle.db, user, 'AED');
      expect([stored.available.amount, stored.blocked.amount]).toEqual([
        report.expected.available[index],
        report.expected.blocked[index],
      ]);
    }
    const verified = await verifyLedger(handle.db);
    expect(verified.breaks).toEqual([]);
    expect(report.ops satisfies ClientOp[]).toHaveLength(2_000);
  }, 300_000);
});
