import { money } from '@wasla/shared/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountFactory } from '../../db/factories';
import { currencies } from '../../db/schema/catalogue';
import { invoices } from '../../db/schema/invoices';
import { freezeClock, resetClock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { composeInvoice } from './invoice-composer';
import { invoiceTermsOf, issueInvoice } from './invoice-issuer';

// On PostgreSQL (DATABASE_URL) the issues below run on separate connections and really overlap; on
// PGlite they queue on its one connection. Either way the numbers of a year have no gap and no twin.
let t: TestApp;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const db = () => t.app.database.db;

async function buyer(currency?: string) {
  const k = `${process.pid}${Date.now()}${n++}`;
  const [row] = currency
    ? await db().select({ id: currencies.id }).from(currencies).where(eq(currencies.code, currency))
    : [undefined];
  return accountFactory.one(db(), {
    name: `Buyer ${k}`,
    code: `IB${k}`,
    slug: `invoice-buyer-${k}`,
    email: `invoice-buyer-${k}@example.com`,
    ...(row ? { currencyId: row.id } : {}),
  });
}

async function composedFor(buyerId: number, fils = 49_00n) {
  const terms = await invoiceTermsOf(db(), buyerId);
  return composeInvoice({
    ...terms,
    lines: [
      {
        descriptionKey: 'invoices.lines.plan_monthly',
        params: { plan: { en: 'Pro' } },
        quantity: 1,
        unitAmount: money(fils, 'AED'),
      },
    ],
  });
}

describe('issueInvoice', () => {
  it('numbers each year from 1 without a gap, a rolled-back purchase giving its number back', async () => {
    freezeClock(new Date('2031-03-01T12:00:00Z'));
    const b = await buyer();
    const composed = await composedFor(b.id);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      numbers.push(
        await db().transaction(
          async (tx) =>
            (await issueInvoice(tx, composed, { kind: 'plan', id: 1000 + i, buyerId: b.id })).number,
        ),
      );
      if (i === 1) {
        await expect(
          db().transaction(async (tx) => {
            await issueInvoice(tx, composed, { kind: 'mark', id: 9999, buyerId: b.id });
            throw new Error('the payment failed');
          }),
        ).rejects.toThrow('the payment failed');
      }
    }
    expect(numbers).toEqual(['WSL-2031-000001', 'WSL-2031-000002', 'WSL-2031-000003']);
    freezeClock(new Date('2032-01-01T00:00:00Z'));
    const next = await db().transaction((tx) =>
      issueInvoice(tx, composed, { kind: 'plan', id: 2000, buyerId: b.id }),
    );
    expect(next.number).toBe('WSL-2032-000001');
  });

  it('gives twenty purchases at once twenty consecutive numbers, whichever fail', async () => {
    freezeClock(new Date('2033-06-01T12:00:00Z'));
    const b = await buyer();
    const composed = await composedFor(b.id);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db().transaction(async (tx) => {
          const issued = await issueInvoice(tx, composed, { kind: 'mark', id: 3000 + i, buyerId: b.id });
          // Hold the counter a moment, as a purchase that goes on to move money does.
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (i % 4 === 3) throw new Error('declined');
          return issued.number;
        }),
      ),
    );
    const issued = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(issued).toHaveLength(15);
    const rows = await db()
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.year, 2033));
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
  });

  it('invoices a key once: a retry answers the first invoice', async () => {
    const b = await buyer();
    const composed = await composedFor(b.id);
    const first = await db().transaction((tx) =>
      issueInvoice(tx, composed, { kind: 'plan', id: 41, buyerId: b.id, key: `plan:41:${b.id}` }),
    );
    const again = await db().transaction((tx) =>
      issueInvoice(tx, composed, { kind: 'plan', id: 41, buyerId: b.id, key: `plan:41:${b.id}` }),
    );
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, id: first.id, number: first.number });
    expect(again.document).toEqual(first.document);
    await expect(
      db().transaction((tx) => issueInvoice(tx, composed, { kind: 'plan', id: 41, buyerId: b.id + 1 })),
    ).rejects.toThrow();
  });

  it('keeps the buyer currency total at the rate of the moment, with its time', async () => {
    const b = await buyer('USD');
    const composed = await composedFor(b.id, 100_00n);
    const issued = await db().transaction((tx) =>
      issueInvoice(tx, composed, { kind: 'mark', id: 5, buyerId: b.id }),
    );
    const [rate] = await db().select().from(currencies).where(eq(currencies.code, 'USD'));
    expect(issued.document.buyer_currency.currency).toBe('USD');
    expect(issued.document.total).toBe('105.00');
    expect(issued.document.buyer_currency.rated_at).toBe(composed.buyerCurrency.ratedAt.toISOString());
    expect(rate!.rateUpdatedAt.getTime()).toBeLessThanOrEqual(composed.buyerCurrency.ratedAt.getTime());
    expect(Number(issued.document.buyer_currency.total)).toBeCloseTo(
      105 * Number(issued.document.buyer_currency.rate),
      2,
    );
  });

  it('refuses in the database to change or remove an issued invoice', async () => {
    const b = await buyer();
    const composed = await composedFor(b.id);
    const issued = await db().transaction((tx) =>
      issueInvoice(tx, composed, { kind: 'mark', id: 77, buyerId: b.id }),
    );
    await expect(
      db().update(invoices).set({ total: 1n }).where(eq(invoices.id, issued.id)),
    ).rejects.toThrow();
    await expect(db().delete(invoices).where(eq(invoices.id, issued.id))).rejects.toThrow();
    const [row] = await db().select().from(invoices).where(eq(invoices.id, issued.id));
    expect(row!.total).toBe(51_45n);
  });
});
