import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealExtraOptions, deals } from '../../db/schema/deals';
import { services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import { freezeClock, resetClock } from '../../lib/clock';
import { TEST_PASSWORD } from '../../test/accounts';
import { draftOffer, offerService, TERMS } from '../../test/deal-offers';
import { account, key } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.app.database.db;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, auth?: object, body?: unknown) =>
  t.api(method, path, { headers: { ...(auth ?? {}) } as Record<string, string>, body });
const generate = (auth: object, serviceId: number, headers: object = {}) =>
  call('POST', '/deals/generate-deal-id', { ...auth, ...headers }, { service_id: serviceId });
const rowOf = async (id: number) => (await db().select().from(deals).where(eq(deals.id, id)))[0]!;

describe('starting an offer', () => {
  it('makes the client the sender of an order on a provided service, the provider of an answer to a requested one', async () => {
    const client = await account(t, 'Client');
    const provider = await account(t, 'Provider');
    const provided = await offerService(t, provider.id);
    const order = await generate(client.auth, provided.id);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({
      stage: 'draft',
      status: 'draft',
      client: { id: client.id },
      provider: { id: provider.id },
      sender_id: client.id,
      currency: 'AED',
      // One individual price: the order starts on it, with its delivery time.
      budget_type: 'individual',
      price: '150.00',
      estimated_time: 3,
      estimated_unit: 'day',
      service_fee: '7.50',
      tax: '0.38',
      total: '157.88',
      actions: ['send'],
    });
    expect(order.json().data.code).toMatch(/^D\d{8}$/);

    const requested = await offerService(t, client.id, { type: 'requested' });
    const answer = await generate(provider.auth, requested.id);
    expect(answer.json().data).toMatchObject({
      client: { id: client.id },
      provider: { id: provider.id },
      sender_id: provider.id,
      budget_type: 'individual',
      price: '0.00',
    });

    const latest = await call('GET', `/deals/latest-draft?service_id=${provided.id}`, client.auth);
    expect(latest.json().data.id).toBe(order.json().data.id);
    const none = await call('GET', `/deals/latest-draft?service_id=${provided.id}`, provider.auth);
    expect(none.json().data).toBeNull();
  });

  it('answers a retried start with the same draft', async () => {
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id);
    const headers = key();
    const first = await generate(client.auth, service.id, headers);
    const again = await generate(client.auth, service.id, headers);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await generate(client.auth, service.id, key());
    expect(other.json().data.id).not.toBe(first.json().data.id);
  });

  it('refuses a deleted, closed, unknown or own service, a guest and an unverified account', async () => {
    const client = await account(t);
    const provider = await account(t);
    const deleted = await offerService(t, provider.id);
    await db().update(services).set({ deletedAt: new Date() }).where(eq(services.id, deleted.id));
    const gone = await generate(client.auth, deleted.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toEqual({
      txt: ['This service has been deleted and is no longer available.'],
    });
    const arabic = await generate({ ...client.auth, 'content-language': 'ar' }, deleted.id);
    expect(arabic.json().message).toEqual({ txt: ['تم حذف هذه الخدمة ولم تعد متاحة.'] });

    for (const status of ['closed', 'holiday', 'expired'] as const) {
      const closed = await offerService(t, provider.id, { status });
      const res = await generate(client.auth, closed.id);
      expect([status, res.statusCode, res.json().code]).toEqual([status, 409, 'deal_service_closed']);
    }
    const draft = await offerService(t, provider.id, { status: 'draft' });
    expect((await generate(client.auth, draft.id)).statusCode).toBe(404);
    expect((await generate(client.auth, 2_000_000_000)).statusCode).toBe(404);
    const own = await offerService(t, client.id);
    const mine = await generate(client.auth, own.id);
    expect([mine.statusCode, mine.json().code]).toEqual([422, 'deal_own_service']);

    const open = await offerService(t, provider.id);
    expect((await generate({}, open.id)).statusCode).toBe(401);
    const email = `unverified${Date.now()}@example.com`;
    const registered = await t.api('POST', '/register', {
      body: { name: 'Unverified', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    const unverified = { authorization: `Bearer ${registered.json().data.token}` };
    expect((await generate(unverified, open.id)).statusCode).toBe(406);
  });
});

describe('keeping a draft', () => {
  it("takes a plan's price and delivery time, and copies the chosen extra options with their prices", async () => {
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id, {
      prices: [100_00n, 200_00n, 300_00n],
      extras: [20_00n, 35_00n],
    });
    const draft = await draftOffer(t, client, service.id);
    expect(draft).toMatchObject({ budget_type: null, price: '0.00' });
    const options = await db().select().from(dealExtraOptions).where(eq(dealExtraOptions.dealId, draft.id));
    expect(options).toEqual([]);

    const edit = await call('GET', `/deals/${draft.id}/edit`, client.auth);
    const choices = edit.json().data.choices;
    expect(
      choices.plans.map((p: { budget_type: string; price: string }) => [p.budget_type, p.price]),
    ).toEqual([
      ['basic', '100.00'],
      ['standard', '200.00'],
      ['premium', '300.00'],
    ]);
    const [first, second] = choices.extra_options as { id: number }[];

    const saved = await call('POST', `/deals/save-draft/${draft.id}`, client.auth, {
      title: 'Logo',
      budget_type: 'standard',
      extra_option_ids: [first!.id, second!.id],
    });
    expect(saved.statusCode, saved.body).toBe(422);
    expect(saved.json().message).toEqual({ title: ['Project name must be at least 5 characters.'] });

    const ok = await call('POST', `/deals/save-draft/${draft.id}`, client.auth, {
      title: 'A logo for my bakery',
      budget_type: 'standard',
      extra_option_ids: [first!.id, second!.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      budget_type: 'standard',
      price: '200.00',
      estimated_time: 4,
      estimated_unit: 'day',
      extras_total: '55.00',
      // 5 % of 255.00, and 5 % of that fee, half to even.
      service_fee: '12.75',
      tax: '0.64',
      total: '268.39',
      extra_options: [
        { extra_option_id: first!.id, price: '20.00', description: 'Extra 1', delivery_days: 1, unit: 'day' },
        {
          extra_option_id: second!.id,
          price: '35.00',
          description: 'Extra 2',
          delivery_days: 2,
          unit: 'day',
        },
      ],
    });

    // Another service's option, or a plan the service does not have, is refused at its field.
    const stranger = await offerService(t, provider.id, { extras: [10_00n] });
    const [foreign] = (
      await call('GET', `/deals/${(await draftOffer(t, client, stranger.id)).id}/edit`, client.auth)
    ).json().data.choices.extra_options as { id: number }[];
    const single = await offerService(t, provider.id);
    const individual = await draftOffer(t, client, single.id);
    const wrong = await call('POST', `/deals/save-draft/${individual.id}`, client.auth, {
      budget_type: 'premium',
      extra_option_ids: [foreign!.id],
    });
    expect(wrong.json().message).toEqual({
      budget_type: ['The selected Budget type is not valid.'],
      extra_option_ids: ['The selected Extra options is not valid.'],
    });
    const week = await call('POST', `/deals/save-draft/${individual.id}`, client.auth, {
      estimated_time: 53,
      estimated_unit: 'week',
    });
    expect(week.json().message).toEqual({ estimated_time: ['The estimated time can be at most 52 weeks.'] });
  });

  it("asks a provider's answer for a price in the service's currency, not below the minimum", async () => {
    const client = await account(t);
    const provider = await account(t);
    const requested = await offerService(t, client.id, { type: 'requested' });
    const draft = await draftOffer(t, provider, requested.id);
    const save = (price: string, lang = 'en') =>
      call(
        'POST',
        `/deals/save-draft/${draft.id}`,
        { ...provider.auth, 'content-language': lang },
        { price },
      );
    expect((await save('12.345')).json().message).toEqual({
      price: ['Enter a valid amount with at most 2 digits after the decimal point.'],
    });
    expect((await save('4.99')).json().message).toEqual({ price: ['The price must be at least 5.00.'] });
    expect((await save('4.99', 'ar')).json().message).toEqual({ price: ['يجب ألا يقل السعر عن 5.00.'] });
    const ok = await save('٢٥٠٫٥٠');
    expect(ok.json().data).toMatchObject({ price: '250.50', budget_type: 'individual' });
    const plan = await call('POST', `/deals/save-draft/${draft.id}`, provider.auth, { budget_type: 'basic' });
    expect(plan.json().message).toEqual({ budget_type: ['The selected Budget type is not valid.'] });
  });

  it('is kept only by its sender while it is a draft; its receiver and anyone else get the 404 of a missing deal', async () => {
    const client = await account(t);
    const provider = await account(t);
    const stranger = await account(t);
    const service = await offerService(t, provider.id);
    const draft = await draftOffer(t, client, service.id);
    const missing = await call('POST', '/deals/save-draft/2000000000', stranger.auth, {
      title: 'A logo for me',
    });
    for (const who of [provider, stranger]) {
      const res = await call('POST', `/deals/save-draft/${draft.id}`, who.auth, { title: 'A logo for me' });
      expect([res.statusCode, res.body]).toEqual([404, missing.body]);
      expect((await call('DELETE', `/deals/${draft.id}`, who.auth)).statusCode).toBe(404);
    }
    await call('PUT', `/deals/${draft.id}`, client.auth, TERMS);
    const sent = await call('POST', `/deals/save-draft/${draft.id}`, client.auth, { title: 'A logo for me' });
    expect([sent.statusCode, sent.json().code]).toEqual([409, 'deal_status_conflict']);
    expect((await call('DELETE', `/deals/${draft.id}`, client.auth)).statusCode).toBe(409);
  });

  it('is discarded by its sender and is then gone for everyone', async () => {
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id);
    const draft = await draftOffer(t, client, service.id);
    expect((await call('DELETE', `/deals/${draft.id}`, client.auth)).json()).toEqual({
      error: false,
      data: null,
    });
    expect((await call('GET', `/deals/${draft.id}`, client.auth)).statusCode).toBe(404);
    expect(
      (await call('GET', `/deals/latest-draft?service_id=${service.id}`, client.auth)).json().data,
    ).toBeNull();
    expect((await rowOf(draft.id)).deletedAt).not.toBeNull();
  });
});

describe('sending an offer', () => {
  it('needs every term, then waits three days for the answer; an edit gives three days again', async () => {
    // Signed in at the end of the story, so the sessions are still valid when the clock goes back.
    freezeClock(new Date('2025-05-05T09:00:00Z'));
    const client = await account(t);
    const provider = await account(t);
    freezeClock(new Date('2025-05-01T08:00:00Z'));
    const requested = await offerService(t, client.id, { type: 'requested' });
    const draft = await draftOffer(t, provider, requested.id);
    const empty = await call('PUT', `/deals/${draft.id}`, provider.auth, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toEqual({
      title: ['Project name is required.'],
      description: ['Description is required.'],
      estimated_time: ['Estimated time is required.'],
      estimated_unit: ['Time unit is required.'],
      price: ['Price is required.'],
    });
    const arabic = await call(
      'PUT',
      `/deals/${draft.id}`,
      { ...provider.auth, 'content-language': 'ar' },
      {},
    );
    expect(arabic.json().message.title).toEqual(['حقل اسم المشروع مطلوب.']);
    expect((await rowOf(draft.id)).stage).toBe('draft');

    const sent = await call('PUT', `/deals/${draft.id}`, provider.auth, { ...TERMS, price: '400' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      stage: 'pending',
      sub_stage: 'waiting_for_approval',
      price: '400.00',
      service_fee: '20.00',
      tax: '1.00',
      total: '421.00',
      my_parties: ['sender', 'provider'],
      actions: ['edit', 'withdraw'],
      deadlines: { offer_expires_at: '2025-05-04T08:00:00.000Z' },
      next_due: { event: 'lapse', at: '2025-05-04T08:00:00.000Z' },
      dates: { sent_at: '2025-05-01T08:00:00.000Z' },
      history: [{ event: 'send', from: 'draft', to: 'pending', by: `user:${provider.id}` }],
    });
    const seen = await call('GET', `/deals/${draft.id}`, client.auth);
    expect(seen.json().data).toMatchObject({
      my_parties: ['receiver', 'client'],
      actions: ['approve', 'reject', 'counter'],
    });

    freezeClock(new Date('2025-05-02T08:00:00Z'));
    const edited = await call('PUT', `/deals/${draft.id}`, provider.auth, { price: '380' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      stage: 'pending',
      price: '380.00',
      total: '399.95',
      deadlines: { offer_expires_at: '2025-05-05T08:00:00.000Z' },
    });
    const history = await db()
      .select()
      .from(stateHistory)
      .where(eq(stateHistory.subjectId, String(draft.id)));
    expect(history.filter((h) => h.subjectKind === 'deal').map((h) => h.event)).toEqual(['send', 'edit']);

    // Past the deadline it can no longer be changed, before the timer even ran.
    freezeClock(new Date('2025-05-05T08:00:01Z'));
    const late = await call('PUT', `/deals/${draft.id}`, provider.auth, { price: '390' });
    expect([late.statusCode, late.json().message]).toEqual([
      409,
      { txt: ['The deadline for taking the required action has passed.'] },
    ]);
  });

  it('is refused once the service closed, or was deleted', async () => {
    const client = await account(t);
    const provider = await account(t);
    const service = await offerService(t, provider.id);
    const closing = await draftOffer(t, client, service.id);
    await db().update(services).set({ status: 'closed' }).where(eq(services.id, service.id));
    const closed = await call('PUT', `/deals/${closing.id}`, client.auth, TERMS);
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'deal_service_closed']);
    await db()
      .update(services)
      .set({ status: 'open', deletedAt: new Date() })
      .where(eq(services.id, service.id));
    const deleted = await call('PUT', `/deals/${closing.id}`, client.auth, TERMS);
    expect([deleted.statusCode, deleted.json().code]).toEqual([410, 'deal_service_unavailable']);
  });
});

describe('the offer form', () => {
  it('previews the offer as its receiver will read it, and prices the terms from the paid features', async () => {
    const client = await account(t, 'Client Hala');
    const provider = await account(t, 'Provider Omar');
    const service = await offerService(t, provider.id, { extras: [20_00n] });
    const draft = await draftOffer(t, client, service.id);
    const [option] = (await call('GET', `/deals/${draft.id}/edit`, client.auth)).json().data.choices
      .extra_options;
    const chosen = await call('POST', `/deals/${draft.id}/extra-option`, client.auth, {
      extra_option_ids: [option.id],
    });
    expect(chosen.json().data).toMatchObject({ extras_total: '20.00', total: '178.92' });

    const preview = await call('GET', `/deals/${draft.id}/preview`, client.auth);
    expect(preview.json().data).toMatchObject({
      stage: 'pending',
      my_parties: ['receiver', 'provider'],
      actions: ['approve', 'reject', 'counter'],
      is_favorite: false,
    });
    expect((await call('GET', `/deals/${draft.id}/preview`, provider.auth)).statusCode).toBe(404);

    const ratio = await call('GET', `/deals/${draft.id}/platform-ratio`, client.auth);
    expect(ratio.json().data).toEqual({
      currency: 'AED',
      price: '150.00',
      extras_total: '20.00',
      subtotal: '170.00',
      service_fee: '8.50',
      tax: '0.42',
      discount: '0.00',
      total: '178.92',
      client_fee_percentage: '5.00',
      tax_percentage: '5.00',
      minimum_fee_aed: '2.00',
      rate_to_aed: '1',
      total_aed: '178.92',
    });
    const none = await call('POST', `/deals/${draft.id}/extra-option`, client.auth, { extra_option_ids: [] });
    expect(none.json().data).toMatchObject({ extras_total: '0.00', extra_options: [] });
  });
});
