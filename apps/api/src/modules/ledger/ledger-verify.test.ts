import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { money } from '@wasla/shared/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite } from '../../db/client';
import { accountFactory } from '../../db/factories';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import { createLedger } from './ledger';
import { runLedgerCommand } from './ledger-command';

// `ledger verify` on a ledger written by the ledger, then on one broken by hand: first with what the
// database's triggers still allow, then with the triggers switched off as only a superuser can.
let database: TestDatabase;
let db: Database;
const ledger = createLedger();
const AED = (amount: bigint) => money(amount, 'AED');

async function verify(args: string[] = ['verify']) {
  const out: string[] = [];
  const err: string[] = [];
  // Windows of three ids make every check walk several windows.
  const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) };
  const code = await runLedgerCommand(args, db, io, { window: 3 });
  return { code, out, err };
}
const topUp = (userId: number, amount: bigint) =>
  ledger.transfer(db, {
    kind: 'card_top_up',
    currency: 'AED',
    legs: [
      { account: { kind: 'gateway' }, amount: -amount },
      { account: { kind: 'user_available', userId }, amount },
    ],
  });
const idOf = async (kind: string, userId: number) =>
  Number(
    (
      (await db.execute(sql`select id from ledger_accounts where kind = ${kind} and user_id = ${userId}`))
        .rows[0] as {
        id: unknown;
      }
    ).id,
  );
/** Runs `work` with every trigger off, as someone with the database's keys could. */
const untriggered = (work: (tx: Parameters<Parameters<Database['transaction']>[0]>[0]) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await work(tx);
  });

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  db = database.handle.db;
});
afterAll(() => database.drop());

describe('ledger verify', () => {
  let users: number[];
  let posted: number;
  let held: number;

  it('passes a ledger the ledger wrote, with a one-line summary', async () => {
    users = (await accountFactory.many(db, [{}, {}, {}, {}, {}, {}])).map((u) => u.id);
    for (const user of users) await topUp(user, 10_000n);
    const hold = await ledger.hold(db, { userId: users[0]!, amount: AED(4_000n) });
    held = hold.id;
    posted = (await ledger.postHold(db, hold.id, { to: [{ account: { kind: 'bank' }, amount: 3_000n }] })).id;
    const voided = await ledger.hold(db, { userId: users[1]!, amount: AED(1_000n) });
    await ledger.voidHold(db, voided.id);
    await ledger.hold(db, { userId: users[2]!, amount: AED(500n) });
    const { code, out, err } = await verify(['verify']);
    expect({ code, err }).toEqual({ code: 0, err: [] });
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(
      /^ledger verified: 11 accounts, 11 transfers, 23 entries, 3 holds \(1 pending\); every invariant holds$/,
    );
  });

  let earlier: string[];

  it('lists each break the triggers let through and exits 1', async () => {
    const available = await idOf('user_available', users[3]!);
    await db.execute(sql`update ledger_accounts set balance = balance + 1 where id = ${available}`);
    const [pending] = (
      await db.execute(sql`select id from ledger_transfers where hold_state = 'pending' order by id limit 1`)
    ).rows as { id: unknown }[];
    await db.execute(sql`update ledger_transfers set hold_state = 'posted' where id = ${pending!.id}`);
    const { code, err } = await verify();
    expect(code).toBe(1);
    earlier = [
      `break: account ${available} (user_available) keeps 10001, its entries sum to 10000`,
      `break: hold ${pending!.id} is posted but nothing resolved it`,
    ];
    expect(err).toEqual([...earlier, 'ledger verify found 2 breaks']);
  });

  it('lists what only a database without its triggers would hold', async () => {
    const [u6, u7] = (await accountFactory.many(db, [{}, {}])).map((u) => u.id) as [number, number];
    await topUp(u6, 10_000n);
    await topUp(u7, 10_000n);
    const available4 = await idOf('user_available', users[4]!);
    const available5 = await idOf('user_available', users[5]!);
    const available7 = await idOf('user_available', u7);
    const gateway = (
      (await db.execute(sql`select id from ledger_accounts where kind = 'gateway'`)).rows[0] as {
        id: unknown;
      }
    ).id;
    const idFrom = async (query: ReturnType<typeof sql>, tx: Pick<Database, 'execute'>) =>
      String(((await tx.execute(query)).rows[0] as { id: unknown }).id);
    let unbalanced = '';
    let second = '';
    await untriggered(async (tx) => {
      // Money from nowhere: one entry, no other side (the kept balance follows it, so only the sum breaks).
      unbalanced = await idFrom(
        sql`insert into ledger_transfers (kind, currency, amount) values ('correction', 'AED', 700) returning id`,
        tx,
      );
      await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after)
                           values (${unbalanced}::bigint, ${available4}, 700, 10700)`);
      await tx.execute(sql`update ledger_accounts set balance = 10700 where id = ${available4}`);
      // A statement line rewritten after the fact.
      await tx.execute(sql`update ledger_entries set balance_after = 9999 where account_id = ${available7}`);
      // The posted hold paid out again, for more than was held, its first payout cut loose, and a user
      // taken below zero in the entries (the kept balance cannot follow: its CHECK holds regardless).
      await tx.execute(sql`update ledger_transfers set resolves_id = null where id = ${posted}`);
      second = await idFrom(
        sql`insert into ledger_transfers (kind, currency, amount, resolves_id)
            values ('hold_post', 'AED', 14000, ${held}) returning id`,
        tx,
      );
      await tx.execute(sql`insert into ledger_entries (transfer_id, account_id, amount, balance_after)
                           select ${second}::bigint, ${available5}::bigint, -14000, -4000
                           union all
                           select ${second}::bigint, id, 14000, balance + 14000 from ledger_accounts where id = ${gateway}`);
      await tx.execute(sql`update ledger_accounts set balance = balance + 14000 where id = ${gateway}`);
    });
    const { code, err } = await verify();
    expect(code).toBe(1);
    const [last] = (
      await db.execute(
        sql`select id from ledger_entries where transfer_id = ${second} and account_id = ${available5}`,
      )
    ).rows as { id: unknown }[];
    const expected = [
      ...earlier,
      `break: transfer ${unbalanced} has 1 entries`,
      `break: account ${available5} (user_available) keeps 10000, its entries sum to -4000`,
      `break: entry ${await firstEntryOf(available7)} of account ${available7}: 0 + 10000 is not its balance_after 9999`,
      `break: entry ${last!.id} left account ${available5} below zero: -4000`,
      `break: hold ${held} of 4000 was posted for 14000`,
      `break: transfer ${posted} is a hold_post that resolves no hold`,
    ];
    expect(err.at(-1)).toBe('ledger verify found 8 breaks');
    expect(err.slice(0, -1).sort()).toEqual(expected.sort());
  });

  it('refuses a command it does not know', async () => {
    expect((await verify(['verify', '--limit', 'many'])).code).toBe(2);
    expect((await verify(['fix'])).code).toBe(2);
  });
});

async function firstEntryOf(accountId: number) {
  const [row] = (
    await db.execute(sql`select id from ledger_entries where account_id = ${accountId} order by id limit 1`)
  ).rows as { id: unknown }[];
  return String(row!.id);
}

describe('npm run ledger', () => {
  it('runs verify on the configured database, reading only: 1 on a broken ledger or on none', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wasla-ledger-'));
    try {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'ledger-cli.ts'), 'verify'],
        {
          env: {
            ...process.env,
            LOG_LEVEL: 'silent',
            DATABASE_URL: database.handle.url ?? '',
            DATA_DIR: dataDir,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      // On PostgreSQL it reads the broken ledger above; on PGlite a new, empty database in DATA_DIR,
      // which it only reads: it finds no ledger there and says so, and writes no schema into it.
      if (database.handle.url) {
        expect(code).toBe(1);
        expect(stderr).toMatch(/ledger verify found \d+ breaks/);
      } else {
        expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
        expect(stderr).toMatch(/the database has no ledger tables/);
        const reopened = await openPglite(join(dataDir, 'db'));
        try {
          const tables = await reopened.db.execute(
            sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
          );
          expect(tables.rows).toEqual([{ n: 0 }]);
        } finally {
          await reopened.close();
        }
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
