import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from './money';
import { percentOf } from './percent';
import { divideRounded, ROUNDINGS } from './rounding';

const aed = (amount: bigint | number) => money(amount, 'AED');

describe('percentOf', () => {
  it('rounds half to even by default, and by the mode a rule names', () => {
    // 5 % of 0.50 AED is 2.5 fils; of 0.70 AED, 3.5 fils.
    expect(percentOf(aed(50), 500)).toEqual(aed(2));
    expect(percentOf(aed(70), 500)).toEqual(aed(4));
    expect(percentOf(aed(50), 500, 'half-up')).toEqual(aed(3));
    expect(percentOf(aed(50), 500, 'down')).toEqual(aed(2));
    expect(percentOf(aed(41), 500, 'up')).toEqual(aed(3));
    expect(percentOf(aed(41), 500, 'half-up')).toEqual(aed(2));
    // Symmetric around zero: a refund rounds like the charge it reverses.
    expect(percentOf(aed(-50), 500, 'half-up')).toEqual(aed(-3));
    expect(percentOf(aed(-70), 500)).toEqual(aed(-4));
    expect(percentOf(aed(2_147_483_647_000n), 1000)).toEqual(aed(214_748_364_700n));
    expect(() => percentOf(aed(100), 12.5)).toThrow(RangeError);
  });

  const amount = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
  // 50 % of an odd amount (or 2.5 % of 0.20) is an exact tie: drawn often, so ties are tested.
  const bp = fc.oneof(fc.bigInt({ min: 0n, max: 100_000n }), fc.constantFrom(5_000n, 250n, 15_000n));

  it('every mode lands on a neighbour of the exact share, in the order down <= half <= up', () => {
    fc.assert(
      fc.property(
        amount.filter((a) => a >= 0n),
        bp,
        (a, b) => {
          const [even, halfUp, down, up] = ROUNDINGS.map((mode) => percentOf(aed(a), b, mode).amount) as [
            bigint,
            bigint,
            bigint,
            bigint,
          ];
          const exact = a * b; // in units of 1/10,000 fils
          expect(down * 10_000n <= exact && exact < (down + 1n) * 10_000n).toBe(true);
          expect(up - down).toBe(exact % 10_000n === 0n ? 0n : 1n);
          for (const half of [even, halfUp]) {
            expect(half === down || half === up).toBe(true);
            // Nearest: at most half a fils away.
            const gap = half * 10_000n - exact;
            expect((gap < 0n ? -gap : gap) * 2n <= 10_000n).toBe(true);
          }
          // On an exact tie half-even picks the even neighbour and half-up the larger; elsewhere they agree.
          if ((exact % 10_000n) * 2n === 10_000n) {
            expect(even % 2n).toBe(0n);
            expect(halfUp).toBe(up);
          } else {
            expect(even).toBe(halfUp);
          }
        },
      ),
    );
  });

  it('rounds a negative amount as the opposite of its positive twin', () => {
    fc.assert(
      fc.property(amount, bp, fc.constantFrom(...ROUNDINGS), (a, b, mode) => {
        expect(percentOf(aed(-a), b, mode).amount).toBe(-percentOf(aed(a), b, mode).amount);
      }),
    );
  });

  it('refuses to divide by zero', () => {
    expect(() => divideRounded(1n, 0n, 'down')).toThrow(RangeError);
  });
});
