import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerWithService } from '../../test/marks';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let finance: Member;
let moderator: Member;

const as = (who: Member) => ({ headers: who.auth });
const numbers = async (query = '') => {
  const res = await t.api('GET', `/admin/numbers${query}`, as(finance));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  t = await createTestApp();
  [finance, moderator] = [await teamMember(t, 'finance'), await teamMember(t, 'moderator')];
});
afterAll(() => t.close());

describe('the team’s numbers', () => {
  it('counts the last 30 days a day at a time, today included', async () => {
    // Sign-ups and services made now land in today's bucket, whatever the hour.
    const before = await numbers();
    expect(before.bucket).toBe('day');
    expect(before.series).toHaveLength(30);
    const today = before.series.at(-1);
    expect(today.start).toBe(new Date().toISOString().slice(0, 10));

    await account(t, 'Counted Sign-up');
    await ownerWithService(t, { name: 'Counted Service' });
    const after = (await numbers()).series.at(-1);
    expect(after.signups - today.signups).toBe(2);
    expect(after.services_published - today.services_published).toBe(1);
  });

  it('measures the median first reply in a conversation, in minutes', async () => {
    const [a, b] = [await account(t, 'First Writer'), await account(t, 'Late Replier')];
    const db = t.app.database.db;
    const made = await db.execute<{ id: number }>(sql`
      insert into conversations (first_user_id, second_user_id) values (${a.id}, ${b.id}) returning id`);
    const id = made.rows[0]!.id;
    await db.execute(sql`
      insert into chat_messages (conversation_id, seq, sender_id, body, created_at) values
        (${id}, 1, ${a.id}, 'Hello', now() - interval '50 minutes'),
        (${id}, 2, ${a.id}, 'Are you there?', now() - interval '40 minutes'),
        (${id}, 3, ${b.id}, 'Yes', now() - interval '20 minutes')`);
    // The bucket of the first message's own day: just after midnight, that is yesterday.
    const first = await db.execute<{ day: string }>(sql`
      select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from chat_messages
       where conversation_id = ${id} and seq = 1`);
    const bucket = (await numbers()).series.find((b: { start: string }) => b.start === first.rows[0]!.day);
    expect(bucket.first_response_minutes).not.toBeNull();
    expect(bucket.first_response_minutes).toBeGreaterThan(0);
  });

  it('groups a long period by week, refuses a longer one, and is closed to moderators', async () => {
    const year = await numbers('?from=2026-01-01&to=2026-06-30');
    expect(year.bucket).toBe('week');
    expect(year.series.length).toBeGreaterThanOrEqual(26);
    const tooLong = await t.api('GET', '/admin/numbers?from=2024-01-01&to=2026-01-01', as(finance));
    expect(tooLong.statusCode).toBe(422);
    const backwards = await t.api('GET', '/admin/numbers?from=2026-02-01&to=2026-01-01', as(finance));
    expect(backwards.statusCode).toBe(422);
    expect((await t.api('GET', '/admin/numbers', as(moderator))).statusCode).toBe(404);
  });
});
