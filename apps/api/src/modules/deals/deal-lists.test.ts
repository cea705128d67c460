import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../../db/schema/deals';
import { draftOffer, offerService, sentOffer, TERMS } from '../../test/deal-offers';
import { account, key, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.app.database.db;
const list = (who: Member, query: string, path = '/deals') =>
  t.api('GET', `${path}?${query}`, { headers: who.auth });
const ids = (res: { json(): { data: { data: { id: number }[] } } }) => res.json().data.data.map((d) => d.id);
const favorite = (who: Member, id: number, on = true) =>
  t.api(on ? 'POST' : 'DELETE', '/favorites', { headers: who.auth, body: { type: 'deal', type_id: id } });

describe('my deals', () => {
  it('lists what I sent (drafts too), what I received (never a draft) and my favourites, newest first', async () => {
    const client = await account(t, 'Client');
    const provider = await account(t, 'Provider');
    const service = await offerService(t, provider.id);
    const draft = await draftOffer(t, client, service.id);
    const pending = await sentOffer(t, client, service.id);
    const approved = await sentOffer(t, client, service.id);
    await t.api('POST', `/deals/approved/${approved}`, { headers: provider.auth });
    const requested = await offerService(t, client.id, { type: 'requested' });
    const answer = await sentOffer(t, provider, requested.id, { ...TERMS, price: '300' });

    expect(ids(await list(client, 'type=sent'))).toEqual([approved, pending, draft.id]);
    expect(ids(await list(client, 'type=received'))).toEqual([answer]);
    expect(ids(await list(provider, 'type=received'))).toEqual([approved, pending]);
    expect(ids(await list(provider, 'type=sent', '/my-deals'))).toEqual([answer]);

    const page = (await list(client, 'type=sent')).json().data;
    expect(page.meta).toEqual({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
    expect(page.data[0]).toMatchObject({
      id: approved,
      status: 'pending',
      stage: 'approved',
      sub_stage: 'waiting_for_payment',
      title: TERMS.title,
      service: { id: service.id, type: 'provided' },
      client: { id: client.id, name: 'Client' },
      provider: { id: provider.id, name: 'Provider' },
      currency: 'AED',
      total: '157.88',
      next_due: { event: 'payment_lapse' },
      is_favorite: false,
    });

    // The spec's status words: "pending" covers waiting for approval and for payment.
    expect(ids(await list(client, 'type=sent&status=pending'))).toEqual([approved, pending]);
    expect(ids(await list(client, 'type=sent&status=draft'))).toEqual([draft.id]);
    expect(ids(await list(client, 'type=sent&status=completed'))).toEqual([]);

    const code = (await db().select().from(deals).where(eq(deals.id, pending)))[0]!.code;
    expect(ids(await list(client, `type=sent&code=${code.slice(1).toLowerCase()}`))).toEqual([pending]);

    // Favourites: a deal I may read, and only mine.
    expect((await favorite(client, pending)).json().data).toEqual({
      type: 'deal',
      type_id: pending,
      is_favorite: true,
    });
    await favorite(client, answer);
    expect(ids(await list(client, 'type=favored'))).toEqual([answer, pending]);
    expect(ids(await list(provider, 'type=favored'))).toEqual([]);
    expect((await list(client, 'type=sent')).json().data.data[1]).toMatchObject({
      id: pending,
      is_favorite: true,
    });
    const stranger = await account(t);
    const refused = await favorite(stranger, pending);
    const missing = await favorite(stranger, 2_000_000_000);
    expect([refused.statusCode, refused.body]).toEqual([404, missing.body]);
    expect((await favorite(provider, draft.id)).statusCode).toBe(404);
    await favorite(client, answer, false);
    expect(ids(await list(client, 'type=favored'))).toEqual([pending]);
  });

  it('filters by the day of creation, the start not after the end', async () => {
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id);
    const [march, april, may] = [
      (await draftOffer(t, client, service.id)).id,
      (await draftOffer(t, client, service.id)).id,
      (await draftOffer(t, client, service.id)).id,
    ];
    for (const [id, at] of [
      [march, '2025-03-31T23:59:59Z'],
      [april, '2025-04-01T00:00:00Z'],
      [may, '2025-05-01T12:00:00Z'],
    ] as const)
      await db()
        .update(deals)
        .set({ createdAt: new Date(at) })
        .where(eq(deals.id, id));
    expect(ids(await list(client, 'type=sent&from=2025-04-01&to=2025-04-30'))).toEqual([april]);
    expect(ids(await list(client, 'type=sent&to=2025-03-31'))).toEqual([march]);
    expect(ids(await list(client, 'type=sent&from=2025-04-01'))).toEqual([may, april]);
    const backwards = await list(client, 'type=sent&from=2025-05-01&to=2025-04-01');
    expect([backwards.statusCode, backwards.json().message]).toEqual([
      422,
      { to: ['The start date cannot be after the end date.'] },
    ]);
    const arabic = await t.api('GET', '/deals?type=sent&from=2025-05-01&to=2025-04-01', {
      headers: { ...client.auth, 'content-language': 'ar' },
    });
    expect(arabic.json().message).toEqual({ to: ['لا يمكن أن يكون تاريخ البداية بعد تاريخ النهاية.'] });
    expect((await list(client, 'type=sent&from=2025-02-30')).statusCode).toBe(422);
    expect((await t.api('GET', '/deals')).statusCode).toBe(401);
    await db()
      .update(deals)
      .set({ deletedAt: new Date() })
      .where(inArray(deals.id, [march]));
    expect(ids(await list(client, 'type=sent&to=2025-03-31'))).toEqual([]);
  });
});

describe('the invoice', () => {
  it("is the paid deal's, for its two parties: provider sells, client buys, lines and the AED paid", async () => {
    const client = await account(t, 'Client Rana');
    const provider = await account(t, 'Provider Sami');
    const service = await offerService(t, provider.id, { extras: [20_00n] });
    const draft = await draftOffer(t, client, service.id);
    const edit = (await t.api('GET', `/deals/${draft.id}/edit`, { headers: client.auth })).json().data;
    await t.api('PUT', `/deals/${draft.id}`, {
      headers: client.auth,
      body: { ...TERMS, extra_option_ids: [edit.choices.extra_options[0].id] },
    });
    await t.api('POST', `/deals/approved/${draft.id}`, { headers: { ...provider.auth, ...key() } });
    const before = await t.api('GET', `/deals/${draft.id}/invoice`, { headers: client.auth });
    expect(before.statusCode).toBe(404);
    // Paid as the payment would leave it (the payment itself is tested with its route).
    await db()
      .update(deals)
      .set({ stage: 'in_progress', paidAt: new Date('2025-06-02T10:00:00Z'), paymentDueAt: null })
      .where(eq(deals.id, draft.id));

    const res = await t.api('GET', `/deals/${draft.id}/invoice`, { headers: provider.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      number: `INV-2025-${String(draft.id).padStart(7, '0')}`,
      deal_id: draft.id,
      deal_code: edit.code,
      issued_at: '2025-06-02T10:00:00.000Z',
      title: TERMS.title,
      seller: { id: provider.id, name: 'Provider Sami', photo: null, slug: expect.any(String) },
      buyer: { id: client.id, name: 'Client Rana', photo: null, slug: expect.any(String) },
      service: { code: service.code, name: service.name.en },
      currency: 'AED',
      lines: [
        { kind: 'plan', label: 'individual', amount: '150.00' },
        { kind: 'extra', label: 'Extra 1', amount: '20.00' },
        { kind: 'service_fee', label: null, amount: '8.50' },
        { kind: 'tax', label: null, amount: '0.42' },
      ],
      subtotal: '170.00',
      service_fee: '8.50',
      tax: '0.42',
      discount: '0.00',
      total: '178.92',
      aed: { rate: '1.0000000000', total: '178.92', service_fee: '8.50', tax: '0.42', subtotal: '170.00' },
    });
    expect((await t.api('GET', `/deals/${draft.id}/invoice`, { headers: client.auth })).statusCode).toBe(200);
    const stranger = await account(t);
    const guessed = await t.api('GET', `/deals/${draft.id}/invoice`, { headers: stranger.auth });
    const missing = await t.api('GET', '/deals/2000000000/invoice', { headers: stranger.auth });
    expect([guessed.statusCode, guessed.body]).toEqual([404, missing.body]);
  });
});
