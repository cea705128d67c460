import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, fund, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let finance: Member;
let support: Member;

const as = (who: Member) => ({ headers: who.auth });

beforeAll(async () => {
  t = await createTestApp();
  [finance, support] = [await teamMember(t, 'finance'), await teamMember(t, 'support')];
});
afterAll(() => t.close());

describe('the ledger on the finance desk', () => {
  it('verifies the ledger on demand and keeps the run; the worker runs one an hour, once', async () => {
    await fund(t, (await account(t, 'Funded One')).id, 5_000n);
    const run = await t.api('POST', '/admin/ledger/verification', { ...as(finance), body: {} });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().data).toMatchObject({ ok: true, breaks: [], requested_by: { id: finance.id } });
    expect(run.json().data.counts.transfers).toBeGreaterThan(0);
    const latest = await t.api('GET', '/admin/ledger/verification', as(finance));
    expect(latest.json().data.id).toBe(run.json().data.id);

    const before = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_verifications where slot is not null`,
    );
    await t.app.sweep();
    await t.app.sweep();
    const after = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ledger_verifications where slot is not null`,
    );
    expect(after.rows[0]!.n - before.rows[0]!.n).toBeLessThanOrEqual(1);
    expect(after.rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('idles without writing once the hour is claimed, and drops a run whose worker died', async () => {
    const db = t.app.database.db;
    await t.app.sweep();
    const sequence = () =>
      db.execute<{ last: string }>(sql`select last_value::text as last from ledger_verifications_id_seq`);
    const before = (await sequence()).rows[0]!.last;
    await t.app.sweep();
    await t.app.sweep();
    expect((await sequence()).rows[0]!.last).toBe(before);

    // A run claimed seven hours ago that never finished: the next hour's run sweeps it away.
    const dead = await db.execute<{ id: number }>(sql`
      insert into ledger_verifications (slot, started_at)
      values (date_trunc('hour', now()) - interval '7 hours', now() - interval '7 hours') returning id`);
    await db.execute(sql`delete from ledger_verifications where slot = date_trunc('hour', now())`);
    await t.app.sweep();
    const left = await db.execute(sql`select 1 from ledger_verifications where id = ${dead.rows[0]!.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it('says what is broken when an invariant fails', async () => {
    const db = t.app.database.db;
    // A balance nudged by hand, as a bug or a bad restore would leave it.
    await db.execute(sql`update ledger_accounts set balance = balance + 1
                          where id = (select id from ledger_accounts where kind = 'user_available' limit 1)`);
    const run = await t.api('POST', '/admin/ledger/verification', { ...as(finance), body: {} });
    expect(run.json().data.ok).toBe(false);
    expect(run.json().data.breaks.length).toBeGreaterThan(0);
    await db.execute(sql`update ledger_accounts set balance = balance - 1
                          where id = (select id from ledger_accounts where kind = 'user_available' limit 1)`);
  });

  it('finds transfers by cause, amount and day, with their legs and owners', async () => {
    const owner = await account(t, 'Transfer Owner');
    await fund(t, owner.id, 7_777n);
    const byAmount = await t.api('GET', '/admin/ledger/transfers?amount=77.77', as(finance));
    expect(byAmount.statusCode, byAmount.body).toBe(200);
    const found = byAmount.json().data.data;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0].amount).toBe('77.77');
    expect(found[0].legs.some((leg: { owner: { id: number } | null }) => leg.owner?.id === owner.id)).toBe(
      true,
    );

    const today = new Date().toISOString().slice(0, 10);
    const dated = await t.api(
      'GET',
      `/admin/ledger/transfers?amount=77.77&from=${today}&to=${today}`,
      as(finance),
    );
    expect(dated.json().data.data.length).toBe(found.length);
    const past = await t.api('GET', '/admin/ledger/transfers?amount=77.77&to=2020-01-01', as(finance));
    expect(past.json().data.data).toEqual([]);
    const bad = await t.api('GET', '/admin/ledger/transfers?amount=7.7.7', as(finance));
    expect(bad.statusCode).toBe(422);
  });

  it('is the finance team’s only', async () => {
    for (const who of [support, await account(t, 'Plain User')]) {
      expect((await t.api('GET', '/admin/ledger/verification', as(who))).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/ledger/transfers', as(who))).statusCode).toBe(404);
    }
  });
});
