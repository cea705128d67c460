import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealExtraOptions, deals } from '../../db/schema/deals';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { outboxEvents } from '../../db/schema/outbox';
import { serviceExtraOptions } from '../../db/schema/services';
import { resetClock } from '../../lib/clock';
import { offerService, sentOffer, TERMS } from '../../test/deal-offers';
import { account, key } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.app.database.db;
const post = (path: string, auth: object, body: unknown = {}, headers: object = {}) =>
  t.api('POST', path, { headers: { ...auth, ...headers } as Record<string, string>, body });
const rowOf = async (id: number) => (await db().select().from(deals).where(eq(deals.id, id)))[0]!;

async function order(extras: bigint[] = []) {
  const client = await account(t, 'Client');
  const provider = await account(t, 'Provider');
  const service = await offerService(t, provider.id, { extras });
  const options = await db()
    .select()
    .from(serviceExtraOptions)
    .where(eq(serviceExtraOptions.serviceId, service.id))
    .orderBy(serviceExtraOptions.id);
  return { client, provider, service, options };
}

describe('answering an offer', () => {
  it('approves: the price in AED is locked and the client has three days to pay', async () => {
    const { client, provider, service } = await order();
    const id = await sentOffer(t, client, service.id);
    // The sender cannot approve their own offer.
    const own = await post(`/deals/approved/${id}`, client.auth);
    expect([own.statusCode, own.json().code]).toEqual([409, 'deal_status_conflict']);
    const res = await post(`/deals/approved/${id}`, provider.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      stage: 'approved',
      status: 'pending',
      sub_stage: 'waiting_for_payment',
      total: '157.88',
      aed: {
        rate: '1.0000000000',
        total: '157.88',
        service_fee: '7.50',
        tax: '0.38',
        subtotal: '150.00',
        commission: '15.00',
        provider_share: '135.00',
      },
      next_due: { event: 'payment_lapse' },
      actions: ['cancel'],
    });
    const events = await db()
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.subjectKind, 'deal'), eq(outboxEvents.subjectId, String(id))));
    expect(events.map((e) => e.type)).toEqual(['deal.sent', 'deal.approved']);
  });

  it('rejects with a reason from the list, and a comment when the reason is "other"', async () => {
    const { client, provider, service } = await order();
    const id = await sentOffer(t, client, service.id);
    const noReason = await post(`/deals/reject/${id}`, provider.auth, {});
    expect(noReason.json().message).toEqual({ reason: ['Reason is required.'] });
    const other = await post(`/deals/reject/${id}`, provider.auth, { reason: 'other' });
    expect(other.json().message).toEqual({ comment: ['Comment is required.'] });
    const arabic = await post(
      `/deals/reject/${id}`,
      { ...provider.auth, 'content-language': 'ar' },
      { reason: 'other' },
    );
    expect(arabic.json().message).toEqual({ comment: ['حقل التعليق مطلوب.'] });
    const res = await post(`/deals/reject/${id}`, provider.auth, {
      reason: 'busy',
      comment: 'Fully booked this month.',
    });
    expect(res.json().data).toMatchObject({
      stage: 'rejected',
      status: 'rejected',
      reason: { code: 'busy', comment: 'Fully booked this month.' },
      next_due: null,
      actions: [],
    });
    expect(res.json().data.dates.rejected_at).not.toBeNull();
  });

  it('counter-offers with other extras; the sender approves them and the deal keeps what was proposed', async () => {
    const { client, provider, service, options } = await order([20_00n, 35_00n]);
    const id = await sentOffer(t, client, service.id, { ...TERMS, extra_option_ids: [options[0]!.id] });
    const counter = await post(`/deals/${id}/update-offer`, provider.auth, {
      estimated_time: 5,
      extra_option_ids: [options[1]!.id],
      description: 'A round logo, two colours, and a version for the shop window.',
    });
    expect(counter.statusCode, counter.body).toBe(200);
    expect(counter.json().data).toMatchObject({
      stage: 'updated',
      status: 'pending',
      extras_total: '20.00',
      proposal: {
        budget_type: 'individual',
        estimated_time: 5,
        estimated_unit: 'day',
        price: '150.00',
        extras_total: '35.00',
        extra_option_ids: [options[1]!.id],
      },
      actions: [],
    });
    const seen = await t.api('GET', `/deals/${id}`, { headers: client.auth });
    expect(seen.json().data.actions).toEqual([
      'approve_update',
      'reject_update',
      'dismiss_update',
      'withdraw',
    ]);

    // The option changes its price after the proposal: the deal keeps the proposed one.
    await db()
      .update(serviceExtraOptions)
      .set({ price: 99_00n })
      .where(eq(serviceExtraOptions.id, options[1]!.id));
    const approved = await post(`/deals/approved/${id}`, client.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      stage: 'approved',
      estimated_time: 5,
      description: 'A round logo, two colours, and a version for the shop window.',
      extras_total: '35.00',
      proposal: null,
      extra_options: [{ extra_option_id: options[1]!.id, price: '35.00' }],
      total: '194.71',
      aed: { total: '194.71', subtotal: '185.00' },
    });
    const copies = await db().select().from(dealExtraOptions).where(eq(dealExtraOptions.dealId, id));
    expect(copies.map((c) => c.extraOptionId)).toEqual([options[1]!.id]);
  });

  it('lets the sender dismiss a counter-offer, back to the first offer in the receiver hands', async () => {
    const { client, provider, service } = await order();
    const id = await sentOffer(t, client, service.id);
    expect((await post(`/deals/${id}/update-offer`, client.auth, { estimated_time: 9 })).statusCode).toBe(
      409,
    );
    await post(`/deals/${id}/update-offer`, provider.auth, { estimated_time: 9 });
    expect((await post(`/deals/${id}/dismiss-update`, provider.auth)).statusCode).toBe(409);
    const res = await post(`/deals/${id}/dismiss-update`, client.auth);
    expect(res.json().data).toMatchObject({ stage: 'pending', estimated_time: 3, proposal: null });
    expect((await t.api('GET', `/deals/${id}`, { headers: provider.auth })).json().data.actions).toEqual([
      'approve',
      'reject',
      'counter',
    ]);
    const rejectUpdate = await post(`/deals/${id}/update-offer`, provider.auth, { estimated_time: 8 });
    expect(rejectUpdate.statusCode).toBe(200);
    const rejected = await post(`/deals/reject/${id}`, client.auth, { reason: 'price_too_low' });
    expect(rejected.json().data).toMatchObject({ stage: 'rejected', reason: { code: 'price_too_low' } });
  });
});

describe('calling a deal off', () => {
  it('withdraws an offer not yet approved, cancels an approved one, and needs an Idempotency-Key', async () => {
    const { client, provider, service } = await order();
    const id = await sentOffer(t, client, service.id);
    const body = { reason: 'changed_mind' };
    expect((await post(`/deals/cancel/${id}`, client.auth, body)).statusCode).toBe(422);
    const withdrawn = await post(`/deals/cancel/${id}`, client.auth, body, key());
    expect(withdrawn.json().data).toMatchObject({
      stage: 'canceled',
      reason: { code: 'changed_mind', comment: null },
    });
    const history = withdrawn.json().data.history.map((h: { event: string }) => h.event);
    expect(history).toEqual(['send', 'withdraw']);

    const second = await sentOffer(t, client, service.id);
    await post(`/deals/approved/${second}`, provider.auth);
    const canceled = await post(
      `/deals/cancel/${second}`,
      provider.auth,
      { reason: 'price_or_terms' },
      key(),
    );
    expect(canceled.json().data).toMatchObject({ stage: 'canceled', aed: { total: '157.88' } });
    expect((await rowOf(second)).canceledAt).not.toBeNull();
    const again = await post(`/deals/cancel/${second}`, client.auth, body, key());
    expect([again.statusCode, again.json().code]).toEqual([409, 'deal_status_conflict']);
  });

  it('answers a cancellation retried after its kept reply was lost with what it did, not a conflict', async () => {
    const { client, provider, service } = await order();
    const id = await sentOffer(t, client, service.id);
    await post(`/deals/approved/${id}`, provider.auth);
    const headers = key();
    const first = await post(`/deals/cancel/${id}`, client.auth, { reason: 'changed_mind' }, headers);
    expect(first.json().data.stage).toBe('canceled');
    // The API died between the commit and keeping the reply: the key is free again.
    await db().delete(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key']));
    const retried = await post(`/deals/cancel/${id}`, client.auth, { reason: 'changed_mind' }, headers);
    expect([retried.statusCode, retried.json().data?.stage]).toEqual([200, 'canceled']);
    const history = retried.json().data.history.map((h: { event: string }) => h.event);
    expect(history).toEqual(['send', 'approve', 'cancel']);
  });

  it('is the 404 of a missing deal for a third account, on every answer', async () => {
    const { client, service } = await order();
    const stranger = await account(t);
    const id = await sentOffer(t, client, service.id);
    for (const [path, body] of [
      [`/deals/approved/${id}`, {}],
      [`/deals/reject/${id}`, { reason: 'busy' }],
      [`/deals/${id}/update-offer`, { estimated_time: 4 }],
      [`/deals/${id}/dismiss-update`, {}],
      [`/deals/cancel/${id}`, { reason: 'changed_mind' }],
    ] as const) {
      const res = await post(path, stranger.auth, body, key());
      const missing = await post(path.replace(String(id), '2000000000'), stranger.auth, body, key());
      expect([path, res.statusCode, res.body]).toEqual([path, 404, missing.body]);
    }
    expect((await rowOf(id)).stage).toBe('pending');
  });
});
