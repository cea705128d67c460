import { DATA_EXPORT_GIVE_UP_MINUTES } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory } from '../../db/factories';
import { conversationMembers, conversations } from '../../db/schema/chat';
import { advanceClock, resetClock } from '../../lib/clock';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { EXPORT_PAGE_ROWS } from './export-builder';

let t: TestApp;
let owner: Member;
const MESSAGES = EXPORT_PAGE_ROWS * 2 + 7;

const as = (who: Member) => ({ ...who.auth, 'content-language': 'en' });
const ask = (who: Member, idempotencyKey: string) =>
  t.api('POST', '/account/data-exports', { headers: { ...as(who), 'idempotency-key': idempotencyKey } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await account(t, 'Huda Many');
  const db = t.app.database.db;
  const friend = await accountFactory.one(db, { name: 'Talkative Friend' });
  const [pair] = await db
    .insert(conversations)
    .values({
      firstUserId: Math.min(owner.id, friend.id),
      secondUserId: Math.max(owner.id, friend.id),
      lastSeq: MESSAGES,
    })
    .returning();
  await db.insert(conversationMembers).values([
    { conversationId: pair!.id, userId: owner.id },
    { conversationId: pair!.id, userId: friend.id },
  ]);
  await db.execute(sql`
    insert into chat_messages (conversation_id, seq, sender_id, body)
    select ${pair!.id}::int, n, case when n % 2 = 0 then ${owner.id}::int else ${friend.id}::int end, 'message ' || n
    from generate_series(1, ${MESSAGES}::int) as n`);
});
afterAll(async () => {
  resetClock();
  await t.close();
});

describe('the data export, at its edges', () => {
  it('replays a retried request, gives up one the worker never prepared, and lets its owner retry', async () => {
    const first = await ask(owner, 'export-try-1');
    const replay = await ask(owner, 'export-try-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().data.id).toBe(first.json().data.id);
    // The worker never ran: the sweep gives the export up, and asking again is not "too soon".
    advanceClock(DATA_EXPORT_GIVE_UP_MINUTES * 60_000 + 1000);
    await t.app.sweep();
    const stuck = await t.api('GET', `/account/data-exports/${first.json().data.id}`, { headers: as(owner) });
    expect(stuck.json().data.state).toBe('failed');
    const download = `/account/data-exports/${first.json().data.id}/download`;
    expect((await t.api('GET', download, { headers: as(owner) })).statusCode).toBe(404);
    const retry = await ask(owner, 'export-try-2');
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data).toMatchObject({ state: 'requested' });
    expect(retry.json().data.id).not.toBe(first.json().data.id);
  });

  it('reads a section page after page: every message once, in order', async () => {
    // The given-up export's event is still waiting; delivering it now changes nothing.
    await t.app.worker.drain();
    const latest = await t.api('GET', '/account/data-exports/latest', { headers: as(owner) });
    expect(latest.json().data.export.state).toBe('ready');
    const res = await t.api('GET', `/account/data-exports/${latest.json().data.export.id}/download`, {
      headers: as(owner),
    });
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const messages = JSON.parse(strFromU8(files['messages.json']!)) as { seq: number; direction: string }[];
    expect(messages.map((m) => m.seq)).toEqual(Array.from({ length: MESSAGES }, (_, i) => i + 1));
    expect(messages.filter((m) => m.direction === 'sent')).toHaveLength(Math.floor(MESSAGES / 2));
    const csv = strFromU8(files['messages.csv']!).trimEnd().split('\r\n');
    expect(csv).toHaveLength(MESSAGES + 1);
  });
});
