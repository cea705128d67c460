import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, minorToDecimal } from './money';

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
