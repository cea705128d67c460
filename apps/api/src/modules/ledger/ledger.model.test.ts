import { money } from '@wasla/shared/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/client';
import { accountFactory } from '../../db/factories';
import type { Executor } from '../../lib/events/record-event';
import {
  type Command,
  commandArbitrary,
  expected,
  holdIndexOf,
  type Model,
  type Outcome,
  type Payee,
  type Platform,
  partsOf,
  startModel,
  USERS,
  WALK,
} from '../../test/ledger-model';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import { createLedger, LedgerError, type Leg } from './ledger';
import { verifyLedger } from './ledger-verify';

/**
 * Plain arithmetic is the model; the ledger on the test database is the system. Random sequences of
 * top-ups, holds, posts (partial, to the platform, the bank or another user), voids, withdrawals and
 * their payout or failure run against both, each sequence in one transaction on fresh users of one
 * shared database. After every step: each transfer sums to zero, no user balance is below zero,
 * total = available + blocked, kept balances equal the entries, each hold is resolved at most once
 * and in the state the model says, and every balance is the model's. At the end `ledger verify`
 * passes on everything the runs wrote. CI runs it on PostgreSQL (DATABASE_URL) with 1,000 sequences;
 * PGlite, one process, runs fewer; `DEEP=1` (npm run test:deep) runs 10,000.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 10_000 : process.env.DATABASE_URL ? 1_000 : 150;
const MAX_STEPS = DEEP ? 16 : 8;

let database: TestDatabase;
let db: Database;
const ledger = createLedger();
let run = 0;

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  db = database.handle.db;
});
afterAll(() => database?.drop());

type Run = {
  tx: Executor;
  id: number;
  users: number[];
  holds: number[];
  transfers: number[];
  topUps: number;
};

const accountOf = (r: Run, payee: Payee): Leg['account'] =>
  payee.kind === 'user' ? { kind: 'user_available', userId: r.users[payee.user]! } : { kind: payee.kind };

/** Runs a command on the ledger; answers what it answered. */
async function system(r: Run, model: Model, cmd: Command): Promise<Outcome> {
  const done = (result: { id: number; replayed: boolean }): Outcome => {
    if (!result.replayed) r.transfers.push(result.id);
    return result.replayed ? 'replayed' : 'ok';
  };
  try {
    switch (cmd.kind) {
      case 'top_up': {
        const key = `model:${r.id}:top-up:${r.topUps++}`;
        const legs: Leg[] = [
          { account: { kind: 'gateway' }, amount: -(cmd.amount + cmd.fee) },
          { account: { kind: 'user_available', userId: r.users[cmd.user]! }, amount: cmd.amount },
        ];
        if (cmd.fee > 0n) legs.push({ account: { kind: 'platform_fees' }, amount: cmd.fee });
        const input = { kind: 'card_top_up', currency: 'AED', key, legs };
        const first = await ledger.transfer(r.tx, input);
        if (!cmd.again) return done(first);
        done(first);
        const second = await ledger.transfer(r.tx, input);
        expect(second.id).toBe(first.id);
        return done(second);
      }
      case 'bank_top_up':
        return done(
          await ledger.transfer(r.tx, {
            kind: 'bank_top_up',
            currency: 'AED',
            legs: [
              { account: { kind: 'bank' }, amount: -cmd.amount },
              { account: { kind: 'user_available', userId: r.users[cmd.user]! }, amount: cmd.amount },
            ],
          }),
        );
      case 'hold':
      case 'withdraw': {
        const reference = cmd.kind === 'withdraw' ? { kind: 'withdrawal', id: r.holds.length } : undefined;
        const held = await ledger.hold(r.tx, {
          userId: r.users[cmd.user]!,
          amount: money(cmd.amount, 'AED'),
          reference,
        });
        r.holds.push(held.id);
        return done(held);
      }
      default: {
        const index = holdIndexOf(model, cmd);
        if (index === undefined) return 'none';
        const holdId = r.holds[index]!;
        if (cmd.kind === 'void' || cmd.kind === 'fail') return done(await ledger.voidHold(r.tx, holdId));
        const held = model.holds[index]!.amount;
        const to =
          cmd.kind === 'approve'
            ? [{ account: { kind: 'bank' as const }, amount: held }]
            : partsOf(held, cmd.parts).map((p) => ({ account: accountOf(r, p.to), amount: p.amount }));
        const kind = cmd.kind === 'approve' ? 'withdrawal_payout' : undefined;
        return done(await ledger.postHold(r.tx, holdId, { to, kind }));
      }
    }
  } catch (error) {
    if (
      error instanceof LedgerError &&
      (error.code === 'insufficient_funds' || error.code === 'hold_not_pending')
    ) {
      return error.code;
    }
    throw error;
  }
}

const PLATFORM: Platform[] = ['gateway', 'bank', 'platform_fees'];

async function platformBalances(tx: Executor): Promise<Record<Platform, bigint>> {
  const rows = (
    await tx.execute(sql`select kind, balance::text as balance from ledger_accounts
                          where user_id is null and currency = 'AED' and kind in ('gateway', 'bank', 'platform_fees')`)
  ).rows as { kind: Platform; balance: string }[];
  return Object.fromEntries(
    PLATFORM.map((kind) => [kind, BigInt(rows.find((row) => row.kind === kind)?.balance ?? '0')]),
  ) as Record<Platform, bigint>;
}

/** The invariants, over what this run wrote, in one statement. */
async function broken(r: Run) {
  const transfers = `{${r.transfers.join(',')}}`;
  const users = `{${r.users.join(',')}}`;
  const holds = `{${r.holds.join(',')}}`;
  const [row] = (
    await r.tx.execute(sql`
    select
      (select count(*) from (
         select e.transfer_id from ledger_entries e
           join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
          where e.transfer_id = any(${transfers}::bigint[])
          group by e.transfer_id having sum(e.amount) <> 0 or bool_or(a.currency <> t.currency)) x)::int as unbalanced,
      (select count(*) from ledger_accounts a where a.user_id = any(${users}::int[]) and a.balance < 0)::int as negative,
      (select count(*) from ledger_accounts a where a.user_id = any(${users}::int[])
          and a.balance <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.account_id = a.id))::int as drifted,
      (select count(*) from ledger_accounts a
         where a.user_id is null and a.balance <> coalesce((
           select e.balance_after from ledger_entries e where e.account_id = a.id order by e.id desc limit 1), 0))::int
        as platform_drifted,
      (select count(*) from (select resolves_id from ledger_transfers where resolves_id = any(${holds}::bigint[])
          group by resolves_id having count(*) > 1) x)::int as resolved_twice,
      (select coalesce(json_agg(hold_state order by id), '[]') from ledger_transfers
         where id = any(${holds}::bigint[])) as states,
      (select coalesce(json_agg(json_build_array(kind, coalesce(user_id, 0), balance::text)), '[]')
         from ledger_accounts where currency = 'AED'
          and (user_id = any(${users}::int[]) or kind in ('gateway', 'bank', 'platform_fees'))) as balances`)
  ).rows as Record<string, unknown>[];
  const { states, balances, ...counts } = row as Record<string, unknown>;
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const kept = new Map(
    (json(balances) as [string, number, string][]).map(([kind, user, balance]) => [
      `${kind}:${user}`,
      BigInt(balance),
    ]),
  );
  const of = (kind: string, user = 0) => kept.get(`${kind}:${user}`) ?? 0n;
  return {
    counts,
    states: json(states) as string[],
    available: r.users.map((u) => of('user_available', u)),
    blocked: r.users.map((u) => of('user_blocked', u)),
    platform: Object.fromEntries(PLATFORM.map((kind) => [kind, of(kind)])) as Record<Platform, bigint>,
  };
}

/** The user a command is about: its own, or the holder of the hold it resolves. */
function userOf(model: Model, cmd: Command): number {
  if ('user' in cmd) return cmd.user;
  const before = holdIndexOf(model, cmd);
  return before === undefined ? 0 : (model.holds[before]?.user ?? 0);
}

async function check(commands: Command[]) {
  const id = ++run;
  await db.transaction(async (tx) => {
    const users = (
      await accountFactory.many(
        tx,
        Array.from({ length: USERS }, () => ({})),
      )
    ).map((u) => u.id);
    const r: Run = { tx, id, users, holds: [], transfers: [], topUps: 0 };
    const platformAtStart = await platformBalances(tx);
    let model = startModel();
    for (const [index, cmd] of commands.entries()) {
      const at = `run ${id} step ${index}: ${JSON.stringify(cmd, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
      const want = expected(model, cmd);
      expect(await system(r, model, cmd), at).toBe(want.outcome);
      model = want.model;
      const stored = await broken(r);
      expect(stored.counts, at).toEqual({
        unbalanced: 0,
        negative: 0,
        drifted: 0,
        platform_drifted: 0,
        resolved_twice: 0,
      });
      expect(stored.states, at).toEqual(model.holds.map((h) => h.state));
      expect([stored.available, stored.blocked], at).toEqual([model.available, model.blocked]);
      expect(
        PLATFORM.map((kind) => stored.platform[kind] - platformAtStart[kind]),
        at,
      ).toEqual(PLATFORM.map((kind) => model.platform[kind]));
      // The ledger's own answer, for the user the step was about.
      const u = userOf(model, cmd);
      const { available, blocked, total } = await ledger.balances(tx, users[u]!, 'AED');
      expect([available.amount, blocked.amount, total.amount], at).toEqual([
        model.available[u],
        model.blocked[u],
        model.available[u]! + model.blocked[u]!,
      ]);
    }
  });
}

describe('the ledger against its model', () => {
  it('meets every command and every refusal on the walk', async () => {
    let model = startModel();
    const outcomes = new Set<string>();
    for (const cmd of WALK) {
      const want = expected(model, cmd);
      outcomes.add(`${cmd.kind}:${want.outcome}`);
      model = want.model;
    }
    for (const seen of [
      'top_up:ok',
      'top_up:replayed',
      'hold:insufficient_funds',
      'post:ok',
      'void:hold_not_pending',
    ]) {
      expect(outcomes).toContain(seen);
    }
    for (const seen of [
      'approve:ok',
      'fail:ok',
      'approve:hold_not_pending',
      'withdraw:ok',
      'bank_top_up:ok',
    ]) {
      expect(outcomes).toContain(seen);
    }
    await check(WALK);
  });

  it(
    `keeps every balance, hold and invariant in step with the model over ${RUNS} sequences`,
    async () => {
      const transfersBefore = (await verifyLedger(db)).counts.transfers;
      await fc.assert(
        fc.asyncProperty(fc.array(commandArbitrary, { minLength: 1, maxLength: MAX_STEPS }), check),
        {
          numRuns: RUNS,
        },
      );
      const report = await verifyLedger(db);
      expect(report.breaks).toEqual([]);
      // The sequences wrote to the ledger. How much is up to chance (a refused command writes
      // nothing): 150 short sequences once wrote exactly 150 transfers, so no count is promised.
      expect(report.counts.transfers).toBeGreaterThan(transfersBefore);
    },
    DEEP ? 3_600_000 : 600_000,
  );
});
