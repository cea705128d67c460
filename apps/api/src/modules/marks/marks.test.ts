import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serviceMarks } from '../../db/schema/marks';
import { outboxEvents } from '../../db/schema/outbox';
import { services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import { ownerWithService, period } from '../../test/marks';
import { account, balancesOf, fund, key } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLedger } from '../ledger/ledger';
import { verifyLedger } from '../ledger/ledger-verify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// 10:00 UTC is 14:00 in Dubai.
const NOW = new Date('2031-03-10T10:00:00Z');
beforeEach(() => freezeClock(NOW));
afterEach(() => resetClock());
const HOUR = 3_600_000;

type Auth = Record<string, string>;
const post = (auth: Auth, path: string, body: unknown, headers: Auth = {}) =>
  t.api('POST', path, { headers: { ...auth, ...headers }, body });

describe('pricing a mark', () => {
  it('quotes days and weeks at the paid features with the tax, and refuses a longer period', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    const days = await t.api('GET', `/services/mark/${serviceId}/invoice?duration=3`, {
      headers: owner.auth,
    });
    expect(days.statusCode).toBe(200);
    expect(days.json().data).toMatchObject({
      unit: 'days',
      duration: 3,
      currency: 'AED',
      unit_price: '10.00',
      price: '30.00',
      discount_percentage: '0.00',
      discount: '0.00',
      price_after_discount: '30.00',
      tax_percentage: '5.00',
      tax: '1.50',
      total: '31.50',
    });
    // The invoice it would make, by the invoices' rules: one line per day, not numbered yet.
    expect(days.json().data.invoice).toMatchObject({
      id: null,
      number: null,
      kind: 'mark',
      lines: [
        {
          description_key: 'invoices.lines.mark_days',
          description_params: { service: { en: 'Promoted service' } },
          quantity: 3,
          unit_amount: '10.00',
          amount: '30.00',
        },
      ],
      subtotal: '30.00',
      tax: '1.50',
      total: '31.50',
    });
    const weeks = await t.api('GET', `/services/mark/${serviceId}/invoice?duration=2&unit=week`, {
      headers: owner.auth,
    });
    expect(weeks.json().data).toMatchObject({ unit: 'week', price: '100.00', tax: '5.00', total: '105.00' });
    const long = await t.api('GET', `/services/mark/${serviceId}/invoice?duration=5&unit=week`, {
      headers: owner.auth,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().message.duration).toEqual(['Choose a number from 1 to 4.']);
  });

  it("takes the discount from the owner's plan", async () => {
    const { owner, serviceId } = await ownerWithService(t);
    await t.app.database.db.execute(
      // The free plan with a promotion discount, as the team may set it.
      (await import('drizzle-orm')).sql`update plans set mark_discount_bps = 1000 where slug = 'free'`,
    );
    try {
      const quote = await t.api('GET', `/services/mark/${serviceId}/invoice?duration=1&unit=week`, {
        headers: owner.auth,
      });
      expect(quote.json().data).toMatchObject({
        price: '50.00',
        discount_percentage: '10.00',
        discount: '5.00',
        price_after_discount: '45.00',
        tax: '2.25',
        total: '47.25',
      });
    } finally {
      await t.app.database.db.execute(
        (await import('drizzle-orm')).sql`update plans set mark_discount_bps = 0 where slug = 'free'`,
      );
    }
  });
});

describe('checking a period', () => {
  it('reads the start in the chosen time zone and refuses the past, the far future, long periods and unknown zones', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    const valid = await post(
      owner.auth,
      `/services/mark-validation/${serviceId}`,
      period('2031-03-11 09:00'),
    );
    expect(valid.statusCode).toBe(200);
    expect(valid.json().data).toEqual({
      valid: true,
      starts_at: '2031-03-11T05:00:00.000Z',
      ends_at: '2031-03-14T05:00:00.000Z',
      start_time: '2031-03-11 09:00',
      timezone: 'Asia/Dubai',
    });
    // 13:00 in Dubai today is 09:00 UTC: an hour ago.
    const past = await post(owner.auth, `/services/mark-validation/${serviceId}`, period('2031-03-10 13:00'));
    expect(past.statusCode).toBe(422);
    expect(past.json().message.start_time).toEqual(['Choose a start time in the future.']);
    const far = await post(owner.auth, `/services/mark-validation/${serviceId}`, period('2031-07-01 09:00'));
    expect(far.json().message.start_time).toEqual(['Choose a start within the next 90 days.']);
    const long = await post(
      owner.auth,
      `/services/mark-validation/${serviceId}`,
      period('2031-03-11 09:00', 31),
    );
    expect(long.json().message.duration).toEqual(['Choose a number from 1 to 30.']);
    const zone = await post(owner.auth, `/services/mark-validation/${serviceId}`, {
      ...period('2031-03-11 09:00'),
      timezone: 'Mars/Olympus',
    });
    expect(zone.json().message.timezone).toEqual(['Choose a time zone from the list.']);
    const garbled = await post(owner.auth, `/services/mark-validation/${serviceId}`, period('next tuesday'));
    expect(garbled.json().message.start_time).toEqual(['Enter a valid date.']);
  });

  it('previews the figures with the period and the service', async () => {
    const { owner, serviceId } = await ownerWithService(t, { name: 'Preview' });
    const res = await post(
      owner.auth,
      `/services/mark/preview/${serviceId}`,
      period('2031-03-12 08:30', 1, 'week'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      service: { id: serviceId, name: 'Preview service' },
      starts_at: '2031-03-12T04:30:00.000Z',
      ends_at: '2031-03-19T04:30:00.000Z',
      total: '52.50',
    });
  });

  it("answers 404 for someone else's service and 409 for the owner's closed one", async () => {
    const { serviceId } = await ownerWithService(t);
    const stranger = await account(t, 'Stranger');
    for (const [method, path] of [
      ['GET', `/services/mark/${serviceId}/invoice?duration=1`],
      ['POST', `/services/mark-validation/${serviceId}`],
      ['POST', `/services/mark/preview/${serviceId}`],
      ['GET', `/services/mark/${serviceId}`],
    ] as const) {
      const res = await t.api(method, path, {
        headers: stranger.auth,
        body: method === 'POST' ? period('2031-03-11 09:00') : undefined,
      });
      expect(res.statusCode, path).toBe(404);
    }
    const bought = await post(
      stranger.auth,
      `/services/mark/${serviceId}`,
      period('2031-03-11 09:00'),
      key(),
    );
    expect(bought.statusCode).toBe(404);

    const { owner, serviceId: closed } = await ownerWithService(t, { name: 'Closed' });
    await t.app.database.db.update(services).set({ status: 'closed' }).where(eq(services.id, closed));
    const refused = await post(owner.auth, `/services/mark-validation/${closed}`, period('2031-03-11 09:00'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message.txt).toEqual(['Only an open service can be promoted. Reopen it first.']);
  });
});

describe('buying a mark', () => {
  it('pays from the wallet into the platform and tax accounts, once per key; 303 with the shortfall', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    const body = period('2031-03-11 09:00');
    const noKey = await post(owner.auth, `/services/mark/${serviceId}`, body);
    expect(noKey.json().code).toBe('idempotency_key_required');

    await fund(t, owner.id, 2_000n);
    const short = await post(owner.auth, `/services/mark/${serviceId}`, body, key());
    expect(short.statusCode).toBe(303);
    expect(short.json().data).toMatchObject({ available: '20.00', total: '31.50', shortfall: '11.50' });
    expect(
      await t.app.database.db.select().from(serviceMarks).where(eq(serviceMarks.serviceId, serviceId)),
    ).toEqual([]);

    await fund(t, owner.id, 10_000n);
    const once = key();
    const bought = await post(owner.auth, `/services/mark/${serviceId}`, body, once);
    expect(bought.statusCode).toBe(200);
    expect(bought.json().message.txt).toEqual(['Your service is booked for promotion.']);
    expect(bought.json().data).toMatchObject({ status: 'paid', charge_id: null, redirect_url: null });
    expect(bought.json().data.mark).toMatchObject({
      status: 'scheduled',
      starts_at: '2031-03-11T05:00:00.000Z',
      ends_at: '2031-03-14T05:00:00.000Z',
      total: '31.50',
      impressions: 0,
      clicks: 0,
    });
    // Invoiced in the same transaction, once.
    const invoiceId = bought.json().data.mark.invoice_id as number;
    const invoice = await t.api('GET', `/invoices/${invoiceId}`, { headers: owner.auth });
    expect(invoice.json().data).toMatchObject({
      kind: 'mark',
      reference_id: bought.json().data.mark.id,
      number: expect.stringMatching(/^WSL-2031-\d{6}$/),
      total: '31.50',
    });
    const again = await post(owner.auth, `/services/mark/${serviceId}`, body, once);
    expect(again.json().data.mark.id).toBe(bought.json().data.mark.id);
    expect((await balancesOf(t, owner.id)).available.amount).toBe(12_000n - 3_150n);
    const ledger = createLedger();
    const db = t.app.database.db;
    const statement = await ledger.statement(
      db,
      { kind: 'user_available', userId: owner.id, currency: WALLET_CURRENCY },
      { page: 1, perPage: 10 },
    );
    expect(statement.entries.filter((e) => e.kind === 'mark_purchase')).toHaveLength(1);
    const tax = await ledger.statement(
      db,
      { kind: 'tax', currency: WALLET_CURRENCY },
      { page: 1, perPage: 100 },
    );
    expect(tax.entries.find((e) => e.reference?.id === String(bought.json().data.mark.id))).toBeTruthy();

    // A second mark may not share a moment with the first, on another key or not.
    const overlap = await post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-13 09:00'), key());
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().message.start_time).toEqual([
      'This service is already promoted during part of this period.',
    ]);
    // Right after it ends is fine.
    const next = await post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-14 09:00', 1), key());
    expect(next.statusCode).toBe(200);
    const events = await db
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.subjectKind, 'mark'),
          eq(outboxEvents.subjectId, String(bought.json().data.mark.id)),
        ),
      );
    expect(events.map((e) => e.type)).toEqual(['mark.purchased']);
  });
});

describe('two purchases at once', () => {
  it('make one mark for overlapping periods and take the money once', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    await fund(t, owner.id, 100_000n);
    const replies = await Promise.all([
      post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-11 09:00', 2), key()),
      post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-12 09:00', 2), key()),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
    const marks = await t.app.database.db
      .select()
      .from(serviceMarks)
      .where(eq(serviceMarks.serviceId, serviceId));
    expect(marks).toHaveLength(1);
    expect((await balancesOf(t, owner.id)).available.amount).toBe(100_000n - 2_100n);
  });
});

describe('the clock starts and ends a mark', () => {
  it('labels the service promoted for exactly its period, with history rows and events', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    await fund(t, owner.id, 100_000n);
    const mark = (
      await post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-10 15:00', 2), key())
    ).json().data.mark as { id: number };
    const db = t.app.database.db;
    // Read in the database: a sign-in does not live through the days the clock moves here.
    const state = async () => {
      const [row] = await db
        .select({ status: serviceMarks.status, until: services.promotedUntil })
        .from(serviceMarks)
        .innerJoin(services, eq(services.id, serviceMarks.serviceId))
        .where(eq(serviceMarks.id, mark.id));
      return { status: row?.status, promotedUntil: row?.until?.toISOString() ?? null };
    };
    const before = await t.api('GET', `/services/mark/${serviceId}`, { headers: owner.auth });
    expect(before.json().data).toMatchObject({
      promoted: false,
      marks: [{ id: mark.id, status: 'scheduled' }],
    });

    await t.app.sweep();
    expect(await state()).toEqual({ status: 'scheduled', promotedUntil: null });
    advanceClock(HOUR - 1);
    await t.app.sweep();
    expect((await state()).status).toBe('scheduled');
    advanceClock(1); // 15:00 in Dubai
    await t.app.sweep();
    expect(await state()).toEqual({ status: 'active', promotedUntil: '2031-03-12T11:00:00.000Z' });
    const during = await t.api('GET', `/services/mark/${serviceId}`, { headers: owner.auth });
    expect(during.json().data).toMatchObject({ promoted: true, marks: [{ status: 'active' }] });
    advanceClock(48 * HOUR - 1);
    await t.app.sweep();
    expect((await state()).status).toBe('active');
    advanceClock(1);
    await t.app.sweep();
    expect(await state()).toEqual({ status: 'ended', promotedUntil: null });

    const history = await db
      .select({ event: stateHistory.event, actor: stateHistory.actor })
      .from(stateHistory)
      .where(and(eq(stateHistory.subjectKind, 'mark'), eq(stateHistory.subjectId, String(mark.id))));
    expect(history).toEqual([
      { event: 'start', actor: 'timer:mark.start' },
      { event: 'end', actor: 'timer:mark.end' },
    ]);
    const events = await db
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.subjectKind, 'mark'), eq(outboxEvents.subjectId, String(mark.id))));
    expect(events.map((e) => e.type).sort()).toEqual(['mark.ended', 'mark.purchased', 'mark.started']);
  });

  it('keeps a service promoted from one mark into the next that starts as it ends', async () => {
    const { owner, serviceId } = await ownerWithService(t);
    await fund(t, owner.id, 100_000n);
    await post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-10 15:00', 1), key());
    await post(owner.auth, `/services/mark/${serviceId}`, period('2031-03-11 15:00', 1), key());
    advanceClock(HOUR);
    await t.app.sweep();
    // Both moments pass before the next sweep: the first ends and the second starts in it.
    advanceClock(24 * HOUR + 60_000);
    await t.app.sweep();
    const [row] = await t.app.database.db
      .select({ until: services.promotedUntil })
      .from(services)
      .where(eq(services.id, serviceId));
    expect(row?.until?.toISOString()).toBe('2031-03-12T11:00:00.000Z');
  });
});
