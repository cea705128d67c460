import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { userActor } from '../../lib/policy/actor';
import { openSocket } from '../../test/chat-sockets';
import { dealBetween } from '../../test/deal-work';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

/**
 * Delivers the outbox until nothing is due: a deal's later card waits for its earlier ones, its
 * delivery retried after a backoff the clock is moved past.
 */
async function deliverAll() {
  try {
    for (let round = 0; round < 8; round++) {
      await t.app.worker.drain();
      advanceClock(120_000);
    }
  } finally {
    resetClock();
  }
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: 100_000 });
});
afterAll(() => t.close());

describe('deal cards in chat', () => {
  it('put each step of a deal in its parties’ conversation, in order, live on their sockets, once', async () => {
    // Approved and paid by its parties; nothing handled yet.
    const { client, provider, deal, actions } = await dealBetween(t, { step: 'in_progress' });
    const socket = await openSocket(t, { authorization: `Bearer ${client.token}` });
    await socket.next('ready');
    await actions.act(userActor(provider.id), deal.id, 'deliver');
    await actions.act(userActor(client.id), deal.id, 'accept');
    await deliverAll();
    // Delivered again, as after a worker that died once the work committed: nothing more.
    await t.app.database.db.execute(
      sql`update outbox_events set state = 'pending', delivered_at = null, next_attempt_at = now() - interval '1 second' where type like 'deal.%'`,
    );
    const pending = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox_events where state = 'pending' and type like 'deal.%'`,
    );
    expect(pending.rows[0]!.n).toBeGreaterThanOrEqual(4);
    await deliverAll();

    const list = (await t.api('GET', '/conversations', { headers: client.auth })).json().data.data;
    const conversation = list.find((c: { other: { id: number } }) => c.other.id === provider.id);
    // The provider's acts (approved, delivered) are unread for the client; the client's own are not.
    expect(conversation.unread_messages_count).toBe(2);
    const providerView = (await t.api('GET', '/conversations', { headers: provider.auth })).json().data.data;
    expect(providerView[0].unread_messages_count).toBe(3);

    const page = (await t.api('GET', `/messages/${conversation.id}`, { headers: client.auth })).json().data;
    expect(
      page.messages.map((m: { kind: string; body: string; seq: number; sender_id: null }) => [
        m.seq,
        m.kind,
        m.body,
        m.sender_id,
      ]),
    ).toEqual([
      [1, 'deal', 'approved', null],
      [2, 'deal', 'paid', null],
      [3, 'delivery', 'delivered', null],
      [4, 'delivery', 'accepted', null],
      [5, 'review', 'review_prompt', null],
    ]);
    expect(page.messages.every((m: { card: { deal_id: number } }) => m.card.deal_id === deal.id)).toBe(true);
    const live = [];
    for (let i = 0; i < 5; i++) live.push((await socket.next('message')).message.seq);
    expect(live).toEqual([1, 2, 3, 4, 5]);
    await socket.close();
  });

  it('read through the conversation: its deals, one deal with the reader’s actions, the rating card; nobody else’s', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'delivered', title: 'Card reading' });
    const other = await dealBetween(t, { client, step: 'pending', title: 'Another of the client' });
    const opened = await t.api('POST', '/messages', {
      headers: client.auth,
      body: { receiver_id: provider.id, body: 'About the cards' },
    });
    const conversationId = opened.json().data.conversation_id;
    const list = await t.api('GET', `/deals/conversation/${conversationId}`, { headers: client.auth });
    expect(list.statusCode, list.body).toBe(200);
    // Only the deals of this pair: the client's deal with someone else is not among them.
    expect(list.json().data.data.map((d: { id: number }) => d.id)).toEqual([deal.id]);
    expect(list.json().data.data.map((d: { id: number }) => d.id)).not.toContain(other.deal.id);

    const card = await t.api('GET', `/deals/conversation-deal-card/${deal.id}`, { headers: client.auth });
    expect(card.json().data).toMatchObject({ id: deal.id, title: 'Card reading' });
    expect(card.json().data.actions).toContain('accept');
    const review = await t.api('GET', `/deals/conversation-deal-service-review-card/${deal.id}`, {
      headers: provider.auth,
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json().data.deal.id).toBe(deal.id);

    const stranger = other.provider;
    for (const path of [
      `/deals/conversation/${conversationId}`,
      `/deals/conversation-deal-card/${deal.id}`,
      `/deals/conversation-deal-service-review-card/${deal.id}`,
    ]) {
      expect((await t.api('GET', path, { headers: stranger.auth })).statusCode, path).toBe(404);
    }
  });
});
