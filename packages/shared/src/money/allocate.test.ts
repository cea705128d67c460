import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { money } from './money';

const amounts = (parts: { amount: bigint }[]) => parts.map((p) => p.amount);

describe('allocate', () => {
  it('splits without losing a fils, the leftovers to the largest remainders', () => {
    expect(amounts(allocate(money(100, 'AED'), [1, 1, 1]))).toEqual([34n, 33n, 33n]);
    expect(amounts(allocate(money(5, 'AED'), [3, 7]))).toEqual([2n, 3n]);
    expect(amounts(allocate(money(-100, 'AED'), [1, 1, 1]))).toEqual([-34n, -33n, -33n]);
    expect(amounts(allocate(money(0, 'AED'), [1, 2]))).toEqual([0n, 0n]);
    expect(amounts(allocate(money(7, 'AED'), [0, 1]))).toEqual([0n, 7n]);
    expect(allocate(money(10, 'KWD'), [1])[0]).toEqual(money(10, 'KWD'));
  });

  it('refuses ratios that say nothing', () => {
    expect(() => allocate(money(1, 'AED'), [])).toThrow(RangeError);
    expect(() => allocate(money(1, 'AED'), [0, 0])).toThrow(RangeError);
    expect(() => allocate(money(1, 'AED'), [1, -1])).toThrow(RangeError);
    expect(() => allocate(money(1, 'AED'), [0.5, 0.5])).toThrow(RangeError);
  });

  const total = fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n });
  const ratios = fc
    .array(fc.bigInt({ min: 0n, max: 10n ** 6n }), { minLength: 1, maxLength: 12 })
    .filter((r) => r.some((x) => x > 0n));

  it('always adds up to the total, each part within one unit of its exact share', () => {
    fc.assert(
      fc.property(total, ratios, (amount, weights) => {
        const parts = amounts(allocate(money(amount, 'AED'), weights));
        expect(parts.reduce((a, b) => a + b, 0n)).toBe(amount);
        const whole = weights.reduce((a, b) => a + b, 0n);
        parts.forEach((part, i) => {
          // |part - amount·wᵢ/W| < 1, multiplied through by W.
          const gap = part * whole - amount * (weights[i] as bigint);
          expect(gap < whole && -gap < whole).toBe(true);
        });
      }),
    );
  });

  it('gives equal ratios parts at most one unit apart, larger ones first, the same every time', () => {
    fc.assert(
      fc.property(total, fc.integer({ min: 1, max: 40 }), (amount, n) => {
        const parts = amounts(allocate(money(amount, 'AED'), Array(n).fill(1)));
        // Bigints: Math.min and Math.max do not take them.
        const sorted = [...parts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        const [min, max] = [sorted[0] as bigint, sorted.at(-1) as bigint];
        expect(max - min <= 1n).toBe(true);
        const sizes = parts.map((p) => (p < 0n ? -p : p));
        expect([...sizes].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(sizes);
        expect(amounts(allocate(money(amount, 'AED'), Array(n).fill(1)))).toEqual(parts);
      }),
    );
  });
});
