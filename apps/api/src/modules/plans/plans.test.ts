import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mediaFactory, serviceFactory } from '../../db/factories';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import { TEST_PASSWORD } from '../../test/accounts';
import { draftOffer, offerService } from '../../test/deal-offers';
import { account, balancesOf, fund, type Member } from '../../test/payouts';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

// The plans catalogue and a subscription's life through the API: Pro costs 49.00 AED a month
// (51.45 with 5 % tax), Business 99.00 (103.95); both save 20 % paid annually.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const DAY = 86_400_000;
/** Moves the app's clock and signs the members in again (a session lasts a day of that clock). */
async function at(when: string | number, ...members: Member[]) {
  if (typeof when === 'number') advanceClock(when);
  else freezeClock(new Date(when));
  for (const member of members) {
    const login = await t.api('POST', '/login', { body: { email: member.email, password: TEST_PASSWORD } });
    member.auth.authorization = `Bearer ${login.json().data.token}`;
  }
}
const post = (who: Member, path: string, body: unknown = {}) =>
  t.api('POST', path, { headers: { ...who.auth, 'idempotency-key': randomUUID() }, body });
const myPlan = async (who: Member) =>
  (await t.api('GET', '/plans/my-plan', { headers: who.auth })).json().data;
const available = async (who: Member) => (await balancesOf(t, who.id)).available.amount;
const planId = async (slug: string) =>
  (await t.app.database.db.execute<{ id: number }>(sql`select id from plans where slug = ${slug}`)).rows[0]!
    .id;
const periodCharges = async (who: Member) =>
  (
    await t.app.database.db.execute<{ key: string; amount: string }>(sql`
      select t.key, p.amount::text as amount from ledger_transfers t
      join ledger_entries p on p.transfer_id = t.id join ledger_accounts a on a.id = p.account_id
      where t.kind = 'subscription' and a.user_id = ${who.id} order by t.id`)
  ).rows;

describe('the plans catalogue', () => {
  it("prices every plan for the period asked, with tax and total, and marks the caller's plan", async () => {
    const monthly = await t.api('GET', '/plans?period=monthly', { headers: { 'accept-language': 'en' } });
    expect(monthly.statusCode, monthly.body).toBe(200);
    const { data, save_up_percentage } = monthly.json().data;
    expect(save_up_percentage).toBe('20');
    expect(data.map((p: { slug: string }) => p.slug)).toEqual(['free', 'pro', 'business']);
    expect(data[1]).toMatchObject({
      name: 'Pro plan',
      price: '49.00',
      fees: '49.00',
      tax: '2.45',
      tax_percentage: '5.00',
      total: '51.45',
      currency: 'AED',
      limits: { services: 20, media: 30, deliveries: 5, mark_discount_percentage: '10.00' },
      is_current_plan: false,
    });
    expect(data[0]).toMatchObject({ is_free: true, total: '0.00', limits: { services: 5, media: 15 } });
    const annual = (
      await t.api('GET', '/plans?period=annual', { headers: { 'accept-language': 'ar' } })
    ).json().data.data;
    expect(annual[2]).toMatchObject({ name: 'خطة الأعمال', price: '950.00', tax: '47.50', total: '997.50' });
    const member = await account(t);
    const mine = (await t.api('GET', '/plans', { headers: member.auth })).json().data.data;
    expect(
      mine
        .filter((p: { is_current_plan: boolean }) => p.is_current_plan)
        .map((p: { slug: string }) => p.slug),
    ).toEqual(['free']);
    expect((await t.api('GET', '/plans?period=weekly')).statusCode).toBe(422);
  });
});

describe('a subscription', () => {
  it('is paid from the wallet, refused with the shortfall when it is short, and charged once', async () => {
    freezeClock(new Date('2026-03-01T10:00:00Z'));
    const member = await account(t);
    const pro = await planId('pro');
    const short = await post(member, '/plans/subscribe', { plan_id: pro, period: 'monthly' });
    expect(short.statusCode).toBe(303);
    expect(short.json().data).toMatchObject({ available: '0.00', total: '51.45', shortfall: '51.45' });
    await fund(t, member.id, 60_00n);
    const free = await post(member, '/plans/subscribe', { plan_id: await planId('free'), period: 'monthly' });
    expect(free.statusCode).toBe(422);
    const paid = await post(member, '/plans/subscribe', { plan_id: pro, period: 'monthly' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      my_plan: {
        plan: { slug: 'pro', is_current_plan: true },
        subscription: {
          status: 'active',
          period: 'monthly',
          current_period_end: '2026-04-01T10:00:00.000Z',
          auto_renew: true,
          amount_paid: '49.00',
        },
      },
    });
    expect(await available(member)).toBe(60_00n - 51_45n);
    const again = await post(member, '/plans/subscribe', { plan_id: pro, period: 'annual' });
    expect(again.statusCode).toBe(409);
    expect(await periodCharges(member)).toEqual([
      { key: expect.stringMatching(/^subscription:\d+:period:1$/), amount: '-5145' },
    ]);
    const invoices = (await t.api('GET', '/invoices', { headers: member.auth })).json().data.data;
    expect(invoices).toHaveLength(1);
    const invoice = (await t.api('GET', `/invoices/${invoices[0].id}`, { headers: member.auth })).json().data;
    expect(invoice).toMatchObject({
      kind: 'plan',
      reference_id: pro,
      subtotal: '49.00',
      tax: '2.45',
      total: '51.45',
    });
    expect(invoice.lines[0]).toMatchObject({
      description_key: 'invoices.lines.plan_monthly',
      amount: '49.00',
    });
    const quote = await t.api('GET', `/plans/${pro}/invoice?period=annual`, { headers: member.auth });
    expect(quote.json().data).toMatchObject({
      id: null,
      number: null,
      kind: 'plan',
      total: '493.50',
      tax: '23.50',
    });
    expect((await t.api('GET', `/plans/${pro}/invoice`)).statusCode).toBe(401);
    expect((await t.api('GET', '/plans/999999/invoice', { headers: member.auth })).statusCode).toBe(404);
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });

  it('upgrades for the rest of the period, refuses a costly downgrade, cancels, undoes and toggles', async () => {
    freezeClock(new Date('2026-04-01T00:00:00Z'));
    const member = await account(t);
    await fund(t, member.id, 200_00n);
    const [free, pro, business] = [await planId('free'), await planId('pro'), await planId('business')];
    expect((await post(member, '/plans/subscribe', { plan_id: pro, period: 'monthly' })).statusCode).toBe(
      200,
    );
    await at(15 * DAY, member); // half of April's 30 days: half of the 50.00 difference, and its tax
    // The catalogue tells the member beforehand what the upgrade will charge, whatever period it shows.
    const offered = (await t.api('GET', '/plans?period=annual', { headers: member.auth })).json().data.data;
    const upgrades = Object.fromEntries(
      offered.map((p: { slug: string; upgrade: unknown }) => [p.slug, p.upgrade]),
    );
    expect(upgrades).toEqual({
      free: null,
      pro: null,
      business: {
        period: 'monthly',
        fees: '25.00',
        tax: '1.25',
        total: '26.25',
        until: '2026-05-01T00:00:00.000Z',
      },
    });
    const before = await available(member);
    const upgraded = await post(member, '/plans/upgrade', { plan_id: business });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json().data.my_plan).toMatchObject({
      plan: { slug: 'business' },
      subscription: { amount_paid: '74.00' },
    });
    expect(before - (await available(member))).toBe(25_00n + 1_25n);
    const invoices = (await t.api('GET', '/invoices', { headers: member.auth })).json().data.data;
    expect(invoices.map((i: { total: string }) => i.total).sort()).toEqual(['26.25', '51.45']);
    expect((await post(member, '/plans/upgrade', { plan_id: pro })).statusCode).toBe(422);

    const refused = await post(member, '/plans/downgrade', { plan_id: pro });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'plan_downgrade_refused',
      data: { title_key: 'plan_downgrade_refused_title' },
    });
    const toFree = await post(member, '/plans/downgrade', { plan_id: free });
    expect(toFree.json().data.subscription).toMatchObject({ scheduled_plan: { slug: 'free' } });

    expect((await post(member, '/plans/cancel', {})).statusCode).toBe(422);
    const canceled = await post(member, '/plans/cancel', { reason: 'Too expensive for now' });
    expect(canceled.json().data).toMatchObject({
      plan: { slug: 'business' },
      subscription: { status: 'canceled', auto_renew: false, cancellation_reason: 'Too expensive for now' },
    });
    expect((await post(member, '/plans/subscription-auto-renew-toggle')).statusCode).toBe(409);
    const undone = await post(member, '/plans/undo-cancellation');
    expect(undone.json().data.subscription).toMatchObject({
      status: 'active',
      auto_renew: true,
      cancellation_reason: null,
    });
    const off = await post(member, '/plans/subscription-auto-renew-toggle');
    expect(off.json().data.subscription.auto_renew).toBe(false);
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });

  it('renews once per period, fails without money, retries on each day due, and lapses to free after the grace', async () => {
    freezeClock(new Date('2026-05-10T08:00:00Z'));
    const member = await account(t);
    await fund(t, member.id, 51_45n * 2n);
    expect(
      (await post(member, '/plans/subscribe', { plan_id: await planId('pro'), period: 'monthly' }))
        .statusCode,
    ).toBe(200);
    await at('2026-06-10T08:00:00Z', member);
    await t.app.sweep();
    await t.app.sweep();
    expect((await myPlan(member)).subscription).toMatchObject({
      status: 'active',
      current_period_start: '2026-06-10T08:00:00.000Z',
      current_period_end: '2026-07-10T08:00:00.000Z',
    });
    expect(await available(member)).toBe(0n);
    expect((await periodCharges(member)).map((c) => c.key.replace(/\d+:period/, 'n:period'))).toEqual([
      'subscription:n:period:1',
      'subscription:n:period:2',
    ]);

    await at('2026-07-10T08:00:00Z', member);
    await t.app.sweep();
    const failed = await myPlan(member);
    expect(failed.plan.slug).toBe('pro');
    expect(failed.subscription).toMatchObject({
      status: 'past_due',
      next_retry_at: '2026-07-11T08:00:00.000Z',
      grace_ends_at: '2026-07-17T08:00:00.000Z',
    });
    await at('2026-07-11T09:00:00Z', member);
    await t.app.sweep();
    expect((await myPlan(member)).subscription.next_retry_at).toBe('2026-07-13T08:00:00.000Z');
    // The sweeps of the 13th and the 15th did not run: the sweep of the 17th makes both retries it
    // missed, in order, before the grace ends the plan.
    await at('2026-07-17T08:00:00Z', member);
    await t.app.sweep();
    const lapsed = await myPlan(member);
    expect(lapsed).toMatchObject({ plan: { slug: 'free' }, subscription: null });
    const events = await t.app.database.db.execute<{ type: string }>(sql`
      select type from outbox_events where subject_kind = 'subscription'
      and subject_id in (select id::text from subscriptions where user_id = ${member.id}) order by id`);
    expect(events.rows.map((e) => e.type)).toEqual([
      'subscription.started',
      'subscription.renewed',
      'subscription.renewal_failed',
      'subscription.renewal_failed',
      'subscription.renewal_failed',
      'subscription.renewal_failed',
      'subscription.lapsed',
    ]);
    const told = (await t.api('GET', '/notifications', { headers: member.auth })).json().data.data;
    // The last retry and the lapse come from one sweep, at one instant: in either order.
    expect(told.map((n: { kind: string }) => n.kind).sort()).toEqual([
      'plan_ended',
      'plan_renewal_failed',
      'plan_renewal_failed',
      'plan_renewal_failed',
      'plan_renewal_failed',
      'plan_renewed',
    ]);
    const failure = told.find((n: { kind: string }) => n.kind === 'plan_renewal_failed');
    expect(failure).toMatchObject({ link: '/my-subscription', sender_slug: 'wasla-team' });
    expect(failure.message).toContain('49.00');
  });

  it('holds the services limit to the plan: 431 at it, lifted by a plan, back once the downgrade takes effect', async () => {
    freezeClock(new Date('2026-08-01T00:00:00Z'));
    const member = await account(t);
    await serviceFactory.many(
      t.app.database.db,
      Array.from({ length: 5 }, () => ({ userId: member.id, status: 'open' as const })),
    );
    const create = () => t.api('POST', '/budgets', { headers: member.auth, body: { type: 'provided' } });
    expect((await create()).statusCode).toBe(431);
    await fund(t, member.id, 51_45n);
    expect(
      (await post(member, '/plans/subscribe', { plan_id: await planId('pro'), period: 'monthly' }))
        .statusCode,
    ).toBe(200);
    const created = await create();
    expect(created.statusCode, created.body).toBe(200);
    await t.api('DELETE', `/services/${created.json().data.service.id}`, { headers: member.auth });
    expect((await post(member, '/plans/downgrade', { plan_id: await planId('free') })).statusCode).toBe(200);
    const stillPro = await create();
    expect(stillPro.statusCode).toBe(200);
    await t.api('DELETE', `/services/${stillPro.json().data.service.id}`, { headers: member.auth });
    await at('2026-09-01T00:00:00Z', member);
    await t.app.sweep();
    expect((await myPlan(member)).plan.slug).toBe('free');
    expect((await create()).statusCode).toBe(431);
  });

  it("keeps a published service over the plan's media limit as it is, and asks an edit to fit it", async () => {
    const member = await account(t);
    const id = await completeDraft(t, member.auth);
    expect((await t.api('PATCH', `/services/${id}`, { headers: member.auth, body: {} })).statusCode).toBe(
      200,
    );
    // Media added while a bigger plan allowed them: 3 pictures and 13 more, one over the free plan's 15.
    await mediaFactory.many(
      t.app.database.db,
      Array.from({ length: 13 }, () => ({ serviceId: id })),
    );
    const page = await t.api('GET', `/services/${id}`);
    expect(page.statusCode).toBe(200);
    const edit = await t.api('PATCH', `/services/${id}`, {
      headers: member.auth,
      body: { names: { en: 'Professional logo design for cafes' } },
    });
    expect(edit.statusCode).toBe(431);
    expect(edit.json().code).toBe('media_limit_reached');
    const kept = (await t.api('GET', `/services/${id}`)).json().data;
    expect(kept.name).toBe('Professional logo design for shops');
    const media = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from service_media where service_id = ${id}`,
    );
    expect(media.rows[0]!.n).toBe(16);
  });

  it("gives a deal the deliveries of its provider's plan when it starts", async () => {
    freezeClock(new Date('2026-10-01T00:00:00Z'));
    const [provider, client] = [await account(t, 'Provider'), await account(t, 'Client')];
    const service = await offerService(t, provider.id);
    expect((await draftOffer(t, client, service.id)).delivery_limit).toBe(3);
    await fund(t, provider.id, 103_95n);
    expect(
      (await post(provider, '/plans/subscribe', { plan_id: await planId('business'), period: 'monthly' }))
        .statusCode,
    ).toBe(200);
    const other = await offerService(t, provider.id);
    expect((await draftOffer(t, client, other.id)).delivery_limit).toBe(10);
  });
});
