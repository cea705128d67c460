import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money';
import { type DealRates, priceDeal, settleDeal, splitSettlement } from './deal-pricing';

const RATES: DealRates = { clientFeeBp: 500n, taxBp: 500n, providerCommissionBp: 1000n, minimumFeeAed: 200n };

describe('deal pricing', () => {
  it('prices 100 AED with a 20 AED extra: 5 % fee, 5 % tax on the fee, the total, and the payout', () => {
    const priced = priceDeal({
      price: money(10_000n, 'AED'),
      extras: [money(2_000n, 'AED')],
      rates: RATES,
      aedToService: '1',
    });
    expect(priced.subtotal.amount).toBe(12_000n);
    expect(priced.serviceFee.amount).toBe(600n);
    expect(priced.tax.amount).toBe(30n);
    expect(priced.total.amount).toBe(12_630n);
    const settled = settleDeal(priced, RATES, '1');
    expect(settled).toMatchObject({
      total: { amount: 12_630n },
      subtotal: { amount: 12_000n },
      commission: { amount: 1_200n },
      providerShare: { amount: 10_800n },
    });
  });

  it('charges the minimum fee, converted into the service currency, on a small price', () => {
    // 10 USD at 3.6725 AED a dollar: 5 % is 0.50 USD, below the 2 AED minimum (0.5446 USD: 0.54).
    const priced = priceDeal({
      price: money(1_000n, 'USD'),
      extras: [],
      rates: RATES,
      aedToService: '0.2722940776',
    });
    expect(priced.serviceFee).toEqual(money(54n, 'USD'));
  });

  it('locks AED figures whose parts add up to the total, for any price, rate and discount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 9n }), { maxLength: 5 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (price, extras, rateTimes1e4, discount) => {
          const rate = (rateTimes1e4 / 10_000).toFixed(4);
          const priced = priceDeal({
            price: money(price, 'EUR'),
            extras: extras.map((e) => money(e, 'EUR')),
            rates: RATES,
            aedToService: '0.25',
            discount: money(discount, 'EUR'),
          });
          const s = settleDeal(priced, RATES, rate);
          expect(s.serviceFee.amount + s.tax.amount + s.subtotal.amount).toBe(s.total.amount);
          expect(s.subtotal.amount).toBeGreaterThanOrEqual(0n);
          expect(s.providerShare.amount + s.commission.amount).toBe(s.subtotal.amount);
          expect(s.providerShare.amount).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });

  it('splits a dispute without losing a fils, and refuses a share beyond the subtotal', () => {
    const s = settleDeal(
      priceDeal({ price: money(10_000n, 'AED'), extras: [], rates: RATES, aedToService: '1' }),
      RATES,
      '1',
    );
    const split = splitSettlement(s, money(4_000n, 'AED'), 1000n);
    expect(split.providerShare.amount + split.commission.amount + split.clientBack.amount).toBe(
      s.subtotal.amount,
    );
    expect(() => splitSettlement(s, money(10_001n, 'AED'), 1000n)).toThrow(RangeError);
    expect(() => splitSettlement(s, money(0n, 'AED'), 1000n)).toThrow(RangeError);
  });
});
