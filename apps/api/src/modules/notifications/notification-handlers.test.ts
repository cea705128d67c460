import { randomUUID } from 'node:crypto';
import { SYSTEM_SENDER_SLUG } from '@wasla/shared/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { walletChargeFactory } from '../../db/factories';
import { notifications } from '../../db/schema/notifications';
import { outboxEvents, outboxHandled } from '../../db/schema/outbox';
import { advanceClock, resetClock } from '../../lib/clock';
import { onceFor } from '../../lib/events/handlers';
import { recordEvent } from '../../lib/events/record-event';
import { offerService, sentOffer } from '../../test/deal-offers';
import { dealBetween } from '../../test/deal-work';
import { account, fund, key, type Member, readyToWithdraw, teamMember } from '../../test/payouts';
import { picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notificationFacts } from './notification-facts.repository';
import { createNotificationHandlers } from './notification-handlers';
import { createNotificationsRepository } from './notifications.repository';

// Real actions on deals, payouts and charges, delivered by the outbox: who is told what, by whom.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const DAY = 86_400_000;
type Told = { kind: string; sender_name: string; sender_slug: string | null; link: string | null };

/** What the member has been told, oldest first, as the English list shows it. */
async function told(member: Member): Promise<Told[]> {
  const res = await t.api('GET', '/notifications?per_page=50', { headers: member.auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as Told[]).reverse();
}
const kinds = async (member: Member) => (await told(member)).map((n) => n.kind);
const post = (who: Member, path: string, body?: unknown) =>
  t.api('POST', path, { headers: { ...who.auth, 'idempotency-key': randomUUID() }, body });
const nameOf = async (member: Member) =>
  (await t.api('GET', '/user-information', { headers: member.auth })).json().data.name as string;

describe('deal events', () => {
  it('tell the receiver of a sent offer, from its sender, and nobody else', async () => {
    const client = await account(t, 'Offer Sender');
    const provider = await account(t, 'Offer Receiver');
    const service = await offerService(t, provider.id);
    const dealId = await sentOffer(t, client, service.id);
    await t.app.worker.drain();
    expect(await told(provider)).toEqual([
      expect.objectContaining({
        kind: 'deal_offer_received',
        sender_name: 'Offer Sender',
        link: `/deals/${dealId}`,
      }),
    ]);
    expect(await told(client)).toEqual([]);
  });

  it('tell each step of a deal to the other party: approved, paid, delivered, accepted', async () => {
    const { client, provider } = await dealBetween(t, { step: 'completed' });
    await t.app.worker.drain();
    const [clientName, providerName] = [await nameOf(client), await nameOf(provider)];
    // All four steps are drained at once, and the worker handles events side by side: the order
    // they are stored in is not the point here.
    const byKind = (list: Told[]) => [...list].sort((a, b) => a.kind.localeCompare(b.kind));
    expect(byKind(await told(client))).toEqual([
      expect.objectContaining({ kind: 'deal_delivered', sender_name: providerName }),
      expect.objectContaining({ kind: 'deal_offer_approved', sender_name: providerName }),
    ]);
    expect(byKind(await told(provider))).toEqual([
      expect.objectContaining({ kind: 'deal_delivery_accepted', sender_name: clientName }),
      expect.objectContaining({ kind: 'deal_paid', sender_name: clientName }),
    ]);
  });

  it('tell both sides of what a timer did, signed by the Wasla team', async () => {
    const lapsing = await dealBetween(t, { step: 'pending' });
    const completing = await dealBetween(t, { step: 'delivered' });
    await t.app.worker.drain();
    advanceClock(4 * DAY);
    await t.app.sweep();
    // Back to now, where the members' sessions are still alive.
    resetClock();
    for (const member of [lapsing.client, lapsing.provider]) {
      const [last] = (await told(member)).reverse();
      expect(last).toMatchObject({ kind: 'deal_offer_expired', sender_slug: SYSTEM_SENDER_SLUG });
    }
    for (const member of [completing.client, completing.provider]) {
      const [last] = (await told(member)).reverse();
      expect(last).toMatchObject({ kind: 'deal_auto_completed', sender_name: 'Wasla team' });
    }
  });

  it('tell a dispute to the other side, and its decision to both from the Wasla team', async () => {
    const support = await teamMember(t, 'support');
    const { client, provider, deal } = await dealBetween(t, { step: 'delivered' });
    const opened = await post(provider, `/deals/${deal.id}/dispute`, {
      reason: 'No answer since the delivery.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    await t.app.worker.drain();
    expect((await kinds(client)).at(-1)).toBe('deal_disputed');
    expect(await kinds(provider)).not.toContain('deal_disputed');
    const decided = await post(support, `/admin/disputes/${opened.json().data.id}/decide`, {
      resolution: 'refund',
      note: 'The work was not delivered as offered.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.app.worker.drain();
    for (const member of [client, provider])
      expect((await told(member)).at(-1)).toMatchObject({
        kind: 'deal_dispute_refunded',
        sender_slug: SYSTEM_SENDER_SLUG,
      });
  });

  it('tell a review to the other side until both wrote; then the first writer that they are published', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'completed' });
    await t.app.worker.drain();
    const stars = {
      attitude: 5,
      quality: 4,
      commitment: 5,
      deal_again: 5,
      comment: 'Quick and careful work.',
    };
    expect((await post(client, `/deals/${deal.id}/review`, stars)).statusCode).toBe(200);
    await t.app.worker.drain();
    expect((await kinds(provider)).at(-1)).toBe('deal_review_received');
    expect((await post(provider, `/deals/${deal.id}/review`, stars)).statusCode).toBe(200);
    await t.app.worker.drain();
    // The client wrote first and is told of the publication; the provider's own review, published at
    // once, tells the client nothing more, and the provider is not told of its own act.
    expect((await kinds(client)).filter((k) => k.startsWith('deal_review'))).toEqual([
      'deal_reviews_published',
    ]);
    expect((await kinds(provider)).filter((k) => k.startsWith('deal_review'))).toEqual([
      'deal_review_received',
    ]);
  });
});

describe('money decisions', () => {
  it('tell the owner of a withdrawal each decision of the finance team, from the Wasla team', async () => {
    const finance = await teamMember(t, 'finance');
    const owner = await account(t, 'Withdrawer');
    await fund(t, owner.id, 50_000n);
    const requested = await t.api('POST', '/wallets/withdraw', {
      headers: { ...owner.auth, ...key() },
      body: { amount: '200', bank_account_id: await readyToWithdraw(t, owner.id) },
    });
    const id = requested.json().data.id as number;
    // The worker handles events side by side; draining after each decision fixes the order they are
    // stored in, which is what the list shows.
    for (const step of ['processing', 'paid']) {
      expect((await post(finance, `/admin/finance/withdrawals/${id}/${step}`)).statusCode).toBe(200);
      await t.app.worker.drain();
    }
    const list = await told(owner);
    expect(list.map((n) => n.kind)).toEqual(['withdrawal_processing', 'withdrawal_paid']);
    expect(list.every((n) => n.sender_slug === SYSTEM_SENDER_SLUG && n.link === '/my-wallet')).toBe(true);
  });

  it('tell the owner of a bank transfer the finance team approved', async () => {
    const finance = await teamMember(t, 'finance');
    const owner = await account(t, 'Transferrer');
    const form = new FormData();
    form.append('amount', '150');
    form.append('operation_number', `OP-${randomUUID()}`);
    const bytes = await picture('#2a9d8f', 40, 30);
    form.append('receipt', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'receipt.jpg');
    const encoded = new Response(form);
    const sent = await t.api('POST', '/bank-transfers', {
      headers: { ...owner.auth, ...key(), 'content-type': encoded.headers.get('content-type')! },
      body: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const approved = await post(finance, `/admin/finance/bank-transfers/${sent.json().data.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    await t.app.worker.drain();
    const [one] = await t
      .api('GET', '/notifications', { headers: owner.auth })
      .then((r) => r.json().data.data);
    expect(one).toMatchObject({ kind: 'bank_transfer_approved', sender_name: 'Wasla team' });
    expect(one.message).toContain('150.00');
  });

  it('tell a wallet top-up the gateway settled, not one the owner watched succeed nor another charge', async () => {
    const owner = await account(t, 'Topper');
    const db = t.app.database.db;
    const [settled, watched, check] = await walletChargeFactory.many(db, [
      { userId: owner.id, status: 'succeeded' },
      { userId: owner.id, status: 'succeeded' },
      { userId: owner.id, status: 'succeeded', purpose: 'card_check' },
    ]);
    const succeeded = (id: number, actor: string) =>
      recordEvent(db, {
        type: 'wallet_charge.succeeded',
        subject: { kind: 'wallet_charge', id: String(id) },
        actor,
        payload: { event: 'succeed', from: 'created', to: 'succeeded' },
      });
    await succeeded(settled!.id, 'gateway');
    await succeeded(watched!.id, `user:${owner.id}`);
    await succeeded(check!.id, 'gateway');
    await t.app.worker.drain();
    const list = await told(owner);
    expect(list).toEqual([expect.objectContaining({ kind: 'wallet_topped_up', link: '/my-wallet' })]);
    expect((list[0] as unknown as { message: string }).message).toContain('100.00');
  });
});

describe('delivery at least once', () => {
  it('makes one notification of an event delivered twice, and publishes it once', async () => {
    const db = t.app.database.db;
    const { provider, deal } = await dealBetween(t, { step: 'in_progress' });
    const [paid] = await db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'deal.paid'), eq(outboxEvents.subjectId, String(deal.id))));
    const published = vi.fn();
    const handler = createNotificationHandlers({
      repo: createNotificationsRepository(db),
      facts: notificationFacts,
      onStored: published,
    }).find((h) => h.type === 'deal.paid')!;

    const ctx = { once: onceFor(db, paid!.id, handler.name) };
    await handler.handle(paid!, ctx);
    await handler.handle(paid!, ctx);
    // Even with its handled mark lost, the unique (event, recipient, kind) keeps one.
    await db.delete(outboxHandled).where(eq(outboxHandled.eventId, paid!.id));
    await handler.handle(paid!, { once: onceFor(db, paid!.id, handler.name) });
    // And the worker delivering it again after all that.
    await db.update(outboxEvents).set({ state: 'pending' }).where(eq(outboxEvents.id, paid!.id));
    await t.app.worker.drain();

    const rows = await db.select().from(notifications).where(eq(notifications.sourceEventId, paid!.id));
    expect(rows.map((r) => [r.recipientId, r.kind])).toEqual([[provider.id, 'deal_paid']]);
    expect(published).toHaveBeenCalledTimes(1);
    expect(published.mock.calls[0]![0]).toMatchObject({ id: rows[0]!.id, recipientId: provider.id });
  });

  it('keeps the notification when publishing it fails', async () => {
    const db = t.app.database.db;
    const { client, deal } = await dealBetween(t, { step: 'approved' });
    const [approved] = await db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'deal.approved'), eq(outboxEvents.subjectId, String(deal.id))));
    const warn = vi.fn();
    const handler = createNotificationHandlers({
      repo: createNotificationsRepository(db),
      facts: notificationFacts,
      onStored: () => {
        throw new Error('socket hub down');
      },
      log: { warn },
    }).find((h) => h.type === 'deal.approved')!;
    await handler.handle(approved!, { once: onceFor(db, approved!.id, handler.name) });
    expect(warn).toHaveBeenCalledOnce();
    expect((await kinds(client)).at(-1)).toBe('deal_offer_approved');
  });
});
