import { money } from '@wasla/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { accountFactory } from '../../db/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLedger, LedgerError } from './ledger';

// The ledger on the test database (PGlite, or PostgreSQL with DATABASE_URL): what each call writes,
// what it refuses, and that a refusal leaves nothing behind.
let t: TestApp;
let db: Database;
const ledger = createLedger();
const AED = (amount: bigint) => money(amount, 'AED');

async function newUser() {
  return (await accountFactory.one(db, {})).id;
}
const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error) => (error instanceof LedgerError ? error.code : Promise.reject(error)),
  );
async function topUp(userId: number, amount: bigint, key?: string) {
  return ledger.transfer(db, {
    kind: 'card_top_up',
    currency: 'AED',
    key,
    reference: { kind: 'wallet_charge', id: 1 },
    legs: [
      { account: { kind: 'gateway' }, amount: -amount },
      { account: { kind: 'user_available', userId }, amount },
    ],
  });
}
const rowsOf = async (query: ReturnType<typeof sql>) =>
  (await db.execute(query)).rows as Record<string, unknown>[];
const entriesOf = (transferId: number) =>
  rowsOf(sql`select a.kind, e.amount::text as amount, e.balance_after::text as after
               from ledger_entries e join ledger_accounts a on a.id = e.account_id
              where e.transfer_id = ${transferId} order by a.kind`);

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
});
afterAll(() => t.close());

describe('transfers', () => {
  it('creates accounts on first use, writes balanced entries with the balance after each', async () => {
    const user = await newUser();
    const first = await topUp(user, 25_000n);
    expect(first.replayed).toBe(false);
    await topUp(user, 5_000n);
    expect(await ledger.balances(db, user, 'AED')).toEqual({
      available: AED(30_000n),
      blocked: AED(0n),
      total: AED(30_000n),
    });
    const entries = await entriesOf(first.id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['gateway', '-25000'],
      ['user_available', '25000'],
    ]);
    expect(entries[1]?.after).toBe('25000');
    const [account] = await rowsOf(
      sql`select non_negative from ledger_accounts where user_id = ${user} and kind = 'user_available'`,
    );
    expect(account?.non_negative).toBe(true);
  });

  it('answers the first transfer for a key seen before and writes nothing', async () => {
    const user = await newUser();
    const key = `top-up:${user}`;
    const first = await topUp(user, 10_000n, key);
    const again = await topUp(user, 10_000n, key);
    expect(again).toEqual({ id: first.id, replayed: true });
    expect((await ledger.balances(db, user, 'AED')).available).toEqual(AED(10_000n));
  });

  it('refuses to take a user below zero, and writes nothing', async () => {
    const user = await newUser();
    await topUp(user, 1_000n);
    const [before] = await rowsOf(sql`select count(*)::int as n from ledger_transfers`);
    const spend = ledger.transfer(db, {
      kind: 'correction',
      currency: 'AED',
      legs: [
        { account: { kind: 'user_available', userId: user }, amount: -1_001n },
        { account: { kind: 'platform_fees' }, amount: 1_001n },
      ],
    });
    expect(await codeOf(spend)).toBe('insufficient_funds');
    const [after] = await rowsOf(sql`select count(*)::int as n from ledger_transfers`);
    expect(after?.n).toBe(before?.n);
  });

  it('lets the caller go on in its transaction after a refusal', async () => {
    const user = await newUser();
    const outcome = await db.transaction(async (tx) => {
      const refused = await codeOf(ledger.hold(tx, { userId: user, amount: AED(1n) }));
      await ledger.transfer(tx, {
        kind: 'bank_top_up',
        currency: 'AED',
        legs: [
          { account: { kind: 'bank' }, amount: -700n },
          { account: { kind: 'user_available', userId: user }, amount: 700n },
        ],
      });
      return refused;
    });
    expect(outcome).toBe('insufficient_funds');
    expect((await ledger.balances(db, user, 'AED')).available).toEqual(AED(700n));
  });

  it('refuses unbalanced and empty transfers before touching the database', async () => {
    const user = await newUser();
    const legs = (a: bigint, b: bigint) => [
      { account: { kind: 'gateway' as const }, amount: a },
      { account: { kind: 'user_available' as const, userId: user }, amount: b },
    ];
    const attempt = (l: ReturnType<typeof legs>) =>
      codeOf(ledger.transfer(db, { kind: 'correction', currency: 'AED', legs: l }));
    expect(await attempt(legs(-5n, 4n))).toBe('unbalanced');
    expect(await attempt(legs(0n, 0n))).toBe('invalid_amount');
  });
});

describe('holds', () => {
  it('holds, then posts part of the hold and returns the rest, exactly once', async () => {
    const user = await newUser();
    const provider = await newUser();
    await topUp(user, 50_000n);
    const hold = await ledger.hold(db, {
      userId: user,
      amount: AED(20_000n),
      reference: { kind: 'deal', id: 9 },
    });
    expect(await ledger.balances(db, user, 'AED')).toEqual({
      available: AED(30_000n),
      blocked: AED(20_000n),
      total: AED(50_000n),
    });
    const posted = await ledger.postHold(db, hold.id, {
      kind: 'deal_release',
      key: `release:${hold.id}`,
      to: [
        { account: { kind: 'user_available', userId: provider }, amount: 15_000n },
        { account: { kind: 'platform_fees' }, amount: 3_000n },
      ],
    });
    expect(await ledger.balances(db, user, 'AED')).toEqual({
      available: AED(32_000n),
      blocked: AED(0n),
      total: AED(32_000n),
    });
    expect((await ledger.balances(db, provider, 'AED')).available).toEqual(AED(15_000n));
    const [transfer] = await rowsOf(
      sql`select kind, reference_kind, reference_id, resolves_id::int as resolves from ledger_transfers where id = ${posted.id}`,
    );
    expect(transfer).toEqual({
      kind: 'deal_release',
      reference_kind: 'deal',
      reference_id: '9',
      resolves: hold.id,
    });
    // The same request again is answered; any other resolution is refused.
    const retried = ledger.postHold(db, hold.id, { key: `release:${hold.id}`, to: [] });
    expect(await retried).toEqual({ id: posted.id, replayed: true });
    expect(await codeOf(ledger.voidHold(db, hold.id))).toBe('hold_not_pending');
    expect(await codeOf(ledger.postHold(db, hold.id, { to: [] }))).toBe('hold_not_pending');
    const [state] = await rowsOf(sql`select hold_state from ledger_transfers where id = ${hold.id}`);
    expect(state?.hold_state).toBe('posted');
  });

  it('voids a hold whole, refuses a hold above available, an unknown hold and over-posting', async () => {
    const user = await newUser();
    await topUp(user, 1_000n);
    expect(await codeOf(ledger.hold(db, { userId: user, amount: AED(1_001n) }))).toBe('insufficient_funds');
    const hold = await ledger.hold(db, { userId: user, amount: AED(1_000n) });
    const over = ledger.postHold(db, hold.id, { to: [{ account: { kind: 'bank' }, amount: 1_001n }] });
    expect(await codeOf(over)).toBe('invalid_amount');
    await ledger.voidHold(db, hold.id);
    expect((await ledger.balances(db, user, 'AED')).available).toEqual(AED(1_000n));
    expect(await codeOf(ledger.voidHold(db, 999_999_999))).toBe('hold_not_found');
    const plain = await topUp(user, 5n);
    expect(await codeOf(ledger.voidHold(db, plain.id))).toBe('hold_not_found');
  });
});

describe('statements', () => {
  it('pages an account from its entries, newest first, with what caused each', async () => {
    const user = await newUser();
    await topUp(user, 100n);
    const hold = await ledger.hold(db, {
      userId: user,
      amount: AED(60n),
      reference: { kind: 'withdrawal', id: 4 },
    });
    await ledger.postHold(db, hold.id, {
      kind: 'withdrawal_payout',
      to: [{ account: { kind: 'bank' }, amount: 60n }],
    });
    const page = await ledger.statement(
      db,
      { kind: 'user_available', userId: user, currency: 'AED' },
      { page: 1, perPage: 1 },
    );
    expect(page.total).toBe(2);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kind: 'hold',
      reference: { kind: 'withdrawal', id: '4' },
      holdState: 'posted',
      amount: AED(-60n),
      balanceAfter: AED(40n),
    });
    const blocked = await ledger.statement(
      db,
      { kind: 'user_blocked', userId: user, currency: 'AED' },
      { page: 1, perPage: 10 },
    );
    expect(blocked.entries.map((e) => [e.kind, e.amount.amount, e.balanceAfter.amount])).toEqual([
      ['withdrawal_payout', -60n, 0n],
      ['hold', 60n, 60n],
    ]);
    const none = await ledger.statement(
      db,
      { kind: 'user_blocked', userId: user, currency: 'USD' },
      { page: 1, perPage: 10 },
    );
    expect(none).toEqual({ entries: [], total: 0, page: 1, perPage: 10 });
  });
});
