import { describe, expect, it } from 'vitest';
import { preferredCurrency } from './preferences.server';

const currencies = [
  { id: 1, code: 'AED' },
  { id: 2, code: 'SAR' },
  { id: 3, code: 'EUR' },
];
const countries = async () =>
  [{ code: 'SA', currency: 'SAR' }] as unknown as Awaited<
    ReturnType<Parameters<typeof preferredCurrency>[2]>
  >;
const visitor = (headers: Record<string, string>) => new Request('http://localhost/en', { headers });

describe('preferredCurrency', () => {
  it('takes the currency saved in the profile over the browser cookie and any guess', async () => {
    const request = visitor({ cookie: 'userCurrency=EUR', 'accept-language': 'ar-SA' });
    expect(await preferredCurrency(request, currencies, countries, 2)).toEqual({ code: 'SAR', chosen: true });
  });

  it('falls back to the cookie, then the country, then AED', async () => {
    expect(
      await preferredCurrency(visitor({ cookie: 'userCurrency=eur' }), currencies, countries, null),
    ).toEqual({ code: 'EUR', chosen: true });
    expect(await preferredCurrency(visitor({ 'accept-language': 'ar-SA' }), currencies, countries)).toEqual({
      code: 'SAR',
      chosen: false,
    });
    expect(await preferredCurrency(visitor({}), currencies, countries, 99)).toEqual({
      code: 'AED',
      chosen: false,
    });
  });
});
