import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealBetween } from '../../test/deal-work';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let nora: Member;
let omar: Member;
let sami: Member;

const send = (from: Member, body: Record<string, unknown>) =>
  t.api('POST', '/messages', { headers: from.auth, body });
const read = (who: Member, id: number, query = '') =>
  t.api('GET', `/messages/${id}${query}`, { headers: who.auth });
const conversationsOf = async (who: Member, query = '') => {
  const res = await t.api('GET', `/conversations${query}`, { headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    data: { id: number; unread_messages_count: number; other: { name: string } }[];
  };
};
const status = (who: Member, id: number, value: string) =>
  t.api('POST', `/conversations/${id}/status`, { headers: who.auth, body: { status: value } });

/** A conversation between `from` and `to`, opened by a first message; answers its id. */
async function opened(from: Member, to: Member, body = 'Hello there') {
  const res = await send(from, { receiver_id: to.id, body, client_id: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.conversation_id as number;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 });
  [nora, omar, sami] = await Promise.all([
    account(t, 'Nora Client'),
    account(t, 'Omar Provider'),
    account(t, 'Sami Stranger'),
  ]);
});
afterAll(() => t.close());

describe('a conversation', () => {
  it('opens with the first message to an account, numbers its messages and counts what is unread', async () => {
    const first = await send(nora, { receiver_id: omar.id, body: '  Hello Omar  ', client_id: randomUUID() });
    expect(first.statusCode, first.body).toBe(200);
    const message = first.json().data;
    expect(message).toMatchObject({
      seq: 1,
      sender_id: nora.id,
      body: 'Hello Omar',
      kind: 'text',
      attachments: [],
    });
    const id = message.conversation_id as number;
    // Written to again by the other side, through the conversation this time.
    const reply = await send(omar, { conversation_id: id, body: 'Hi Nora', client_id: randomUUID() });
    expect(reply.json().data.seq).toBe(2);
    await send(nora, { conversation_id: id, body: 'Can you start Monday?' });

    const mine = (await conversationsOf(nora)).data.find((c) => c.id === id)!;
    expect(mine).toMatchObject({ unread_messages_count: 1, other: { name: 'Omar Provider' } });
    const theirs = (await conversationsOf(omar)).data.find((c) => c.id === id)!;
    expect(theirs.unread_messages_count).toBe(2);

    // Reading the conversation reads it all: the count is 0 from then on.
    const page = await read(omar, id);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    expect(page.json().data.conversation.unread_messages_count).toBe(0);
    expect((await conversationsOf(omar)).data.find((c) => c.id === id)!.unread_messages_count).toBe(0);
  });

  it('answers a retry with the message already stored, and the next message takes the next number', async () => {
    const id = await opened(nora, sami, 'First');
    const clientId = randomUUID();
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(nora, { conversation_id: id, body: 'Once only', client_id: clientId }),
      ),
    );
    expect(tries.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(tries.map((res) => res.json().data.id)).size).toBe(1);
    expect(tries[0]!.json().data.seq).toBe(2);
    const next = await send(nora, { conversation_id: id, body: 'Then this' });
    expect(next.json().data.seq).toBe(3);
    const { rows } = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from chat_messages where conversation_id = ${id}`,
    );
    expect(rows[0]!.n).toBe(3);
  });

  it('numbers messages sent at the same instant by both members without a gap', async () => {
    const [a, b] = await Promise.all([account(t, 'Burst A'), account(t, 'Burst B')]);
    const id = await opened(a, b);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(i % 2 ? a : b, { conversation_id: id, body: `Message ${i}`, client_id: randomUUID() }),
      ),
    );
    const page = (await read(a, id)).json().data;
    expect(page.messages.map((m: { seq: number }) => m.seq)).toEqual(
      Array.from({ length: 21 }, (_, i) => i + 1),
    );
  });

  it('pages back by sequence and answers what came after a position', async () => {
    const [a, b] = await Promise.all([account(t, 'Pager A'), account(t, 'Pager B')]);
    const id = await opened(a, b, 'm1');
    for (let i = 2; i <= 7; i++) await send(a, { conversation_id: id, body: `m${i}` });
    const newest = (await read(b, id, '?per_page=3')).json().data;
    expect(newest.messages.map((m: { body: string }) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.has_more_before).toBe(true);
    const older = (await read(b, id, '?per_page=3&before_seq=5')).json().data;
    expect(older.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3, 4]);
    const oldest = (await read(b, id, '?per_page=3&before_seq=2')).json().data;
    expect(oldest.has_more_before).toBe(false);
    const after = (await read(b, id, '?after_seq=5')).json().data;
    expect(after.messages.map((m: { seq: number }) => m.seq)).toEqual([6, 7]);
  });

  it('is found by the other account’s name or the title of a deal between them', async () => {
    const { client, provider, deal } = await dealBetween(t, { title: 'Wedding invitations' });
    const id = await opened(client, provider);
    expect((await conversationsOf(client, '?title=wedding')).data.map((c) => c.id)).toEqual([id]);
    expect(deal.title).toBe('Wedding invitations');
    expect(
      (await conversationsOf(client, `?title=${encodeURIComponent('Provider')}`)).data.map((c) => c.id),
    ).toEqual([id]);
    expect((await conversationsOf(client, '?title=nobody-like-this')).data).toEqual([]);
  });
});

describe('messages about a deal', () => {
  it('are taken while the deal is under way and 3 days after it completed, then refused as closed', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'completed' });
    const id = await opened(client, provider);
    const about = (who: Member) =>
      send(who, { conversation_id: id, body: 'About the logo', deal_id: deal.id, client_id: randomUUID() });
    const sent = await about(provider);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ about_deal_id: deal.id, kind: 'text' });
    expect((await read(client, id)).json().data.messages.at(-1).about_deal_id).toBe(deal.id);

    // The window set on completion ends: the deal's chat is closed, the pair's conversation is not.
    await t.app.database.db.execute(
      sql`update deals set chat_open_until = now() - interval '1 second' where id = ${deal.id}`,
    );
    const late = await about(client);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('chat_deal_closed');
    expect((await send(client, { conversation_id: id, body: 'Thanks again' })).statusCode).toBe(200);

    // A deal still under way is always open to talk about.
    const running = await dealBetween(t, { client, provider, step: 'in_progress' });
    const now = await send(client, {
      conversation_id: id,
      body: 'How is it going?',
      deal_id: running.deal.id,
    });
    expect(now.statusCode, now.body).toBe(200);
  });

  it('are refused about another pair’s deal, a draft or a missing one, as about nothing at all', async () => {
    const { deal } = await dealBetween(t, { client: nora, provider: omar, step: 'pending' });
    const stranger = await opened(sami, nora);
    const other = await send(sami, { conversation_id: stranger, body: 'Psst', deal_id: deal.id });
    expect(other.statusCode).toBe(404);
    const { client, provider, deal: early } = await dealBetween(t, { step: 'pending' });
    await t.app.database.db.execute(sql`update deals set stage = 'draft' where id = ${early.id}`);
    const id = await opened(client, provider);
    expect((await send(client, { conversation_id: id, body: 'Draft', deal_id: early.id })).statusCode).toBe(
      404,
    );
    expect(
      (await send(client, { conversation_id: id, body: 'Gone', deal_id: 2_147_483_647 })).statusCode,
    ).toBe(404);
    const huge = await send(client, { conversation_id: id, body: 'Huge', deal_id: 2 ** 31 });
    expect(huge.statusCode).toBe(422);
  });
});

describe('mute and block', () => {
  it('mutes for the one who asked; a block stops messages both ways until the blocker lifts it', async () => {
    const [a, b] = await Promise.all([account(t, 'Blocker'), account(t, 'Blocked')]);
    const id = await opened(a, b);
    const muted = await status(a, id, 'muted');
    expect(muted.json().data).toMatchObject({ muted: true, statuses: [{ user_id: a.id, status: 'muted' }] });

    expect((await status(a, id, 'blocked')).json().data).toMatchObject({
      blocked: true,
      blocked_by_me: true,
      can_send: false,
    });
    for (const [who, body] of [
      [a, { conversation_id: id, body: 'from the blocker' }],
      [b, { conversation_id: id, body: 'from the blocked' }],
      [b, { receiver_id: a.id, body: 'by address' }],
    ] as const) {
      const refused = await send(who, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'chat_blocked' });
    }
    expect((await read(b, id)).json().data.conversation).toMatchObject({
      blocked: true,
      blocked_by_me: false,
      can_send: false,
    });
    // Only the blocker lifts it.
    expect((await status(b, id, 'unblocked')).statusCode).toBe(409);
    expect((await status(a, id, 'unblocked')).json().data).toMatchObject({ blocked: false, can_send: true });
    expect((await send(b, { conversation_id: id, body: 'back again' })).statusCode).toBe(200);
  });

  it('shows a deleted account as deleted, and nothing can be sent to it', async () => {
    const [a, gone] = await Promise.all([account(t, 'Stays'), account(t, 'Leaves')]);
    const id = await opened(a, gone);
    await t.app.database.db.execute(sql`update users set deleted_at = now() where id = ${gone.id}`);
    const refused = await send(a, { conversation_id: id, body: 'Are you there?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'chat_account_deleted' });
    expect((await send(a, { receiver_id: gone.id, body: 'Hello?' })).statusCode).toBe(403);
    const view = (await read(a, id)).json().data.conversation;
    expect(view.other).toMatchObject({ id: gone.id, name: '', photo: null, slug: null, deleted: true });
    expect(view.can_send).toBe(false);
  });
});

describe('reporting', () => {
  it('files one open report per member for the support team; a stranger’s is a missing conversation', async () => {
    const [a, b] = await Promise.all([account(t, 'Reporter'), account(t, 'Reported')]);
    const id = await opened(b, a, 'Pay me outside the site and I will do it cheaper');
    const report = (reason: string, who = a) =>
      t.api('POST', `/conversations/${id}/report`, { headers: who.auth, body: { reason } });
    const first = await report('Asks to be paid outside Wasla.');
    expect(first.statusCode, first.body).toBe(200);
    const again = await report('Asks to be paid outside Wasla, twice now.');
    expect(again.json().data.id).toBe(first.json().data.id);
    const { rows } = await t.app.database.db.execute<{ reason: string; kind: string; status: string }>(
      sql`select reason, kind, status from reports where target_id = ${id} and kind = 'conversation'`,
    );
    expect(rows).toEqual([
      { reason: 'Asks to be paid outside Wasla, twice now.', kind: 'conversation', status: 'open' },
    ]);
    expect((await report('x')).statusCode).toBe(422);
    expect((await report('Not my conversation at all.', sami)).statusCode).toBe(404);
  });
});

describe('refusals', () => {
  it('is not found for anyone but its two members', async () => {
    const id = await opened(nora, omar, 'private');
    expect((await read(sami, id)).statusCode).toBe(404);
    expect((await send(sami, { conversation_id: id, body: 'let me in' })).statusCode).toBe(404);
    expect((await status(sami, id, 'blocked')).statusCode).toBe(404);
    expect((await conversationsOf(sami)).data.map((c) => c.id)).not.toContain(id);
  });

  it('refuses writing to oneself, a missing account, a bad body and ids past the database’s range', async () => {
    expect((await send(nora, { receiver_id: nora.id, body: 'me' })).statusCode).toBe(409);
    expect((await send(nora, { receiver_id: 2_000_000_000, body: 'anyone?' })).statusCode).toBe(404);
    for (const body of [
      { body: 'nobody named' },
      { receiver_id: omar.id, conversation_id: 1, body: 'both named' },
      { receiver_id: omar.id },
      { receiver_id: omar.id, body: 'x'.repeat(5_001) },
      { receiver_id: omar.id, body: 'nul \u0000 byte' },
      { receiver_id: 2 ** 31, body: 'too far' },
      { receiver_id: omar.id, body: 'hi', client_id: 'not-a-uuid' },
      { receiver_id: omar.id, body: 'hi', attachment_ids: [1, 2, 3, 4, 5, 6] },
    ]) {
      expect((await send(nora, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await read(nora, 2 ** 31)).statusCode).toBe(422);
    expect((await t.api('GET', '/conversations', {})).statusCode).toBe(401);
  });

  it('refuses attachments that are not the sender’s unsent files of the conversation', async () => {
    const id = await opened(nora, omar, 'with a file');
    const res = await send(nora, { conversation_id: id, body: 'see attached', attachment_ids: [123456] });
    expect(res.statusCode).toBe(422);
  });
});
