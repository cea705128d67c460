import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freezeClock, resetClock } from '../../lib/clock';
import { account, fund, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

// Renewals run by every instance's worker at once, and again: each period is charged once. On
// PostgreSQL (DATABASE_URL) the instances really race on the rows' locks and the ledger's keys.
let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const MEMBERS = 6;

describe('renewals on several instances', () => {
  it('charge each period once, however many sweeps race', async () => {
    freezeClock(new Date('2027-01-15T12:00:00Z'));
    const [pro] = (
      await t.app.database.db.execute<{ id: number }>(sql`select id from plans where slug = 'pro'`)
    ).rows;
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i += 1) {
      const member = await account(t, `Renewing ${i}`);
      // Two periods' worth for half of them, one for the others: their renewal fails, once.
      await fund(t, member.id, i % 2 ? 51_45n : 2n * 51_45n);
      const paid = await t.api('POST', '/plans/subscribe', {
        headers: { ...member.auth, 'idempotency-key': randomUUID() },
        body: { plan_id: pro!.id, period: 'monthly' },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      members.push(member);
    }
    freezeClock(new Date('2027-02-15T12:00:00Z'));
    await Promise.all([t.app.sweep(), other.app.sweep(), t.app.sweep(), other.app.sweep()]);
    await Promise.all([t.app.sweep(), other.app.sweep()]);

    const { rows } = await t.app.database.db.execute<{
      user_id: number;
      status: string;
      period_number: number;
      charges: string;
      events: string;
    }>(sql`
      select s.user_id, s.status, s.period_number,
        (select count(*) from ledger_transfers l where l.key like 'subscription:' || s.id || ':period:%')::text as charges,
        (select count(*) from outbox_events e where e.subject_kind = 'subscription' and e.subject_id = s.id::text
          and e.type in ('subscription.renewed', 'subscription.renewal_failed'))::text as events
      from subscriptions s where s.user_id in (${sql.join(
        members.map((m) => sql`${m.id}`),
        sql`, `,
      )}) order by s.user_id`);
    expect(rows).toEqual(
      members.map((member, i) =>
        i % 2
          ? { user_id: member.id, status: 'past_due', period_number: 1, charges: '1', events: '1' }
          : { user_id: member.id, status: 'active', period_number: 2, charges: '2', events: '1' },
      ),
    );
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });
});
