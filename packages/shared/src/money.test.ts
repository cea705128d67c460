import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, minorToDecimal, parseMinor } from './money';

describe('minorToDecimal', () => {
  it('places the decimal point by the currency exponent', () => {
    expect(minorToDecimal(12345, 2)).toBe('123.45');
    expect(minorToDecimal(5, 2)).toBe('0.05');
    expect(minorToDecimal(-5, 3)).toBe('-0.005');
    expect(minorToDecimal(700, 0)).toBe('700');
    expect(basisPointsToPercent(500)).toBe('5.00');
  });

  it('round-trips every safe integer without loss', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 3 }), (minor, units) => {
        const text = minorToDecimal(minor, units);
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(minor));
      }),
    );
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => minorToDecimal(1.5, 2)).toThrow(RangeError);
  });
});

describe('parseMinor', () => {
  it('reads typed amounts as minor units', () => {
    expect(parseMinor('150', 2)).toBe(15000n);
    expect(parseMinor(' 150.5 ', 2)).toBe(15050n);
    expect(parseMinor('150,50', 2)).toBe(15050n);
    expect(parseMinor('١٥٠٫٥٠', 2)).toBe(15050n);
    expect(parseMinor('۱۲', 0)).toBe(12n);
    expect(parseMinor('0.005', 3)).toBe(5n);
  });

  it('refuses what is not an amount, and never rounds', () => {
    for (const text of ['', 'abc', '-5', '1e3', '1.234', '1,500', '.5', '12 000']) {
      expect(parseMinor(text, 2)).toBeUndefined();
    }
    expect(parseMinor('1.5', 0)).toBeUndefined();
  });

  it('is the inverse of minorToDecimal', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 63n - 1n }),
        fc.integer({ min: 0, max: 3 }),
        (minor, units) => {
          expect(parseMinor(minorToDecimal(minor, units), units)).toBe(minor);
        },
      ),
    );
  });
});
