import { minorUnitsOf } from '@wasla/shared/money';
import { describe, expect, it } from 'vitest';
import { PAID_FEATURES } from './paid-features-seed';
import { loadGeography } from './seed-data';

describe('the seeded currencies', () => {
  it('have the minor units of ISO 4217 that Money assumes when it is not told', () => {
    const seeded = loadGeography().currencies.map((c) => [c.code, c.minor_units]);
    expect(seeded).toEqual(seeded.map(([code]) => [code, minorUnitsOf(code as string)]));
  });

  it('price every amount feature in a currency and no percentage in one', () => {
    for (const feature of PAID_FEATURES) {
      expect(feature.currencyCode !== null, feature.slug).toBe(feature.kind === 'amount');
    }
  });
});
