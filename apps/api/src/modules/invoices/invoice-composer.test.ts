import { money } from '@wasla/shared/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ComposeInvoiceInput, composeInvoice, plainRate, toInvoiceDocument } from './invoice-composer';
import { WASLA_SELLER } from './invoice-seller';

const buyer = { id: 7, code: 'W7', name: 'Layla', email: 'layla@example.com', country: 'AE' };
const ratedAt = new Date('2026-11-27T10:00:00Z');
const base = (over: Partial<ComposeInvoiceInput> = {}): ComposeInvoiceInput => ({
  seller: WASLA_SELLER,
  buyer,
  lines: [
    {
      descriptionKey: 'invoices.lines.plan_monthly',
      params: { plan: { en: 'Pro' } },
      quantity: 1,
      unitAmount: money(49_00, 'AED'),
    },
  ],
  taxBasisPoints: 500,
  buyerCurrency: { currency: 'AED', rate: '1', ratedAt },
  ...over,
});

describe('composeInvoice', () => {
  it('adds the lines, takes the discount off, taxes what is left and converts the total once', () => {
    const composed = composeInvoice(
      base({
        lines: [
          {
            descriptionKey: 'invoices.lines.mark_days',
            params: { days: 3 },
            quantity: 3,
            unitAmount: money(10_00, 'AED'),
          },
          { descriptionKey: 'invoices.lines.plan_monthly', quantity: 1, unitAmount: money(49_99, 'AED') },
        ],
        discount: money(7_99, 'AED'),
        buyerCurrency: { currency: 'USD', rate: '0.2722940776', ratedAt },
      }),
    );
    expect(composed.lines.map((l) => l.amount.amount)).toEqual([30_00n, 49_99n]);
    expect(composed.subtotal).toEqual(money(79_99, 'AED'));
    expect(composed.discount).toEqual(money(7_99, 'AED'));
    expect(composed.tax).toEqual(money(3_60, 'AED'));
    expect(composed.total).toEqual(money(75_60, 'AED'));
    // 75.60 AED × 0.2722940776 = 20.5854…
    expect(composed.buyerCurrency.total).toEqual(money(20_59, 'USD'));
    expect(composed.buyerCurrency.rate).toBe('0.2722940776');
  });

  it('rounds the tax half-even to a fils', () => {
    // 5 % of 0.50 is 2.5 fils: to the even 2; of 0.70, 3.5 fils: to 4.
    expect(
      composeInvoice(
        base({
          lines: [
            { descriptionKey: 'invoices.lines.plan_monthly', quantity: 1, unitAmount: money(50, 'AED') },
          ],
        }),
      ).tax.amount,
    ).toBe(2n);
    expect(
      composeInvoice(
        base({
          lines: [
            { descriptionKey: 'invoices.lines.plan_monthly', quantity: 1, unitAmount: money(70, 'AED') },
          ],
        }),
      ).tax.amount,
    ).toBe(4n);
  });

  it('caps a discount at the subtotal and charges no tax on nothing', () => {
    const composed = composeInvoice(base({ discount: money(100_00, 'AED') }));
    expect(composed.discount.amount).toBe(49_00n);
    expect(composed.tax.amount).toBe(0n);
    expect(composed.total.amount).toBe(0n);
  });

  it('refuses what cannot be invoiced', () => {
    const line = {
      descriptionKey: 'invoices.lines.plan_monthly' as const,
      quantity: 1,
      unitAmount: money(1, 'AED'),
    };
    expect(() => composeInvoice(base({ lines: [] }))).toThrow(RangeError);
    expect(() => composeInvoice(base({ lines: [{ ...line, unitAmount: money(1, 'USD') }] }))).toThrow(
      RangeError,
    );
    expect(() => composeInvoice(base({ lines: [{ ...line, unitAmount: money(-1, 'AED') }] }))).toThrow(
      RangeError,
    );
    expect(() => composeInvoice(base({ lines: [{ ...line, quantity: 0 }] }))).toThrow(RangeError);
    expect(() => composeInvoice(base({ lines: [{ ...line, quantity: 1.5 }] }))).toThrow(RangeError);
    expect(() => composeInvoice(base({ discount: money(-1, 'AED') }))).toThrow(RangeError);
    expect(() => composeInvoice(base({ taxBasisPoints: 10_001 }))).toThrow(RangeError);
    expect(() => composeInvoice(base({ buyerCurrency: { currency: 'AED', rate: '3.67', ratedAt } }))).toThrow(
      RangeError,
    );
  });

  it('always adds up: total = subtotal − discount + tax, the tax within half a fils of exact', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), fc.bigInt({ min: 0n, max: 10n ** 9n })), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, discount, bp) => {
          const c = composeInvoice(
            base({
              lines: lines.map(([quantity, unit]) => ({
                descriptionKey: 'invoices.lines.mark_days',
                quantity,
                unitAmount: money(unit, 'AED'),
              })),
              discount: money(discount, 'AED'),
              taxBasisPoints: bp,
            }),
          );
          const taxable = c.subtotal.amount - c.discount.amount;
          expect(taxable >= 0n).toBe(true);
          expect(c.total.amount).toBe(taxable + c.tax.amount);
          const gap = c.tax.amount * 10_000n - taxable * BigInt(bp);
          expect(gap <= 5_000n && gap >= -5_000n).toBe(true);
        },
      ),
    );
  });
});

describe('toInvoiceDocument', () => {
  it('shows a quote without a number and an issued invoice with one, amounts as decimal text', () => {
    const composed = composeInvoice(
      base({ buyerCurrency: { currency: 'SAR', rate: '1.0211027910', ratedAt } }),
    );
    const quote = toInvoiceDocument(composed, { kind: 'plan', id: null });
    expect(quote).toMatchObject({
      id: null,
      number: null,
      issued_at: null,
      subtotal: '49.00',
      discount: '0.00',
      tax_percentage: '5.00',
      tax: '2.45',
      total: '51.45',
      buyer_currency: {
        currency: 'SAR',
        rate: '1.021102791',
        rated_at: ratedAt.toISOString(),
        total: '52.54',
      },
    });
    expect(quote.lines[0]).toEqual({
      description_key: 'invoices.lines.plan_monthly',
      description_params: { plan: { en: 'Pro' } },
      quantity: 1,
      unit_amount: '49.00',
      amount: '49.00',
    });
    const issued = toInvoiceDocument(
      composed,
      { kind: 'plan', id: 3 },
      { id: 9, number: 'WSL-2026-000001', issuedAt: ratedAt },
    );
    expect(issued).toMatchObject({
      id: 9,
      number: 'WSL-2026-000001',
      issued_at: ratedAt.toISOString(),
      reference_id: 3,
    });
  });

  it('writes rates without trailing zeros', () => {
    expect(plainRate('3.6725000000')).toBe('3.6725');
    expect(plainRate('1.0000000000')).toBe('1');
    expect(plainRate('10')).toBe('10');
  });
});
