import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string, lang = 'en') => {
  const res = await t.api('GET', path, { headers: { 'content-language': lang } });
  return { status: res.statusCode, body: res.json() };
};

describe('geography', () => {
  it('lists the countries of the Gulf, the Levant, Egypt, North Africa, Turkey and France', async () => {
    const { status, body } = await get('/countries');
    expect(status).toBe(200);
    const codes = body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'AE',
        'SA',
        'KW',
        'QA',
        'BH',
        'OM',
        'JO',
        'LB',
        'SY',
        'PS',
        'EG',
        'LY',
        'TN',
        'DZ',
        'MA',
        'TR',
        'FR',
      ]),
    );
    const uae = body.data.find((c: { code: string }) => c.code === 'AE');
    expect(uae).toMatchObject({ phone_code: '971', currency: 'AED', flag: '🇦🇪', timezone: 'Asia/Dubai' });
    expect(uae.currency_name).toMatch(/Dirham/);
    const arabic = (await get('/countries', 'ar')).body.data.find((c: { code: string }) => c.code === 'AE');
    expect(arabic.name).toContain('الإمارات');
  });

  it('walks from a country to its states and cities, in the request language', async () => {
    const egypt = (await get('/countries')).body.data.find((c: { code: string }) => c.code === 'EG');
    const states = (await get(`/states/${egypt.id}`, 'fr')).body.data;
    expect(states.length).toBeGreaterThan(20);
    expect(states[0].country_id).toBe(egypt.id);
    const cities = (await get(`/cities/${states[0].id}`, 'tr')).body.data;
    expect(cities.length).toBeGreaterThan(1);
    expect(cities[0].state_id).toBe(states[0].id);
  });

  it('answers 404 for an unknown country or state', async () => {
    expect((await get('/states/999999')).status).toBe(404);
    const { status, body } = await get('/cities/999999');
    expect(status).toBe(404);
    expect(body.code).toBe('not_found');
  });
});

describe('currencies', () => {
  it('lists AED, the currencies of those countries, USD and EUR, labelled "name (code)"', async () => {
    const { body } = await get('/currencies');
    const codes = body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'AED',
        'SAR',
        'KWD',
        'QAR',
        'BHD',
        'OMR',
        'JOD',
        'EGP',
        'TND',
        'DZD',
        'MAD',
        'TRY',
        'USD',
        'EUR',
      ]),
    );
    const aed = body.data.find((c: { code: string }) => c.code === 'AED');
    expect(aed.label).toBe(`${aed.currency_name} (AED)`);
    expect(body.data.find((c: { code: string }) => c.code === 'KWD').minor_units).toBe(3);
  });

  it('converts with the stored rates, exactly', async () => {
    const { status, body } = await get('/currency-exchange-rate?from=USD&to=AED');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ from: 'USD', to: 'AED', rate: '3.6725' });
    const back = Number((await get('/currency-exchange-rate?from=aed&to=usd')).body.data.rate);
    expect(back).toBeCloseTo(1 / 3.6725, 8);
    expect((await get('/currency-exchange-rate?from=EUR&to=EUR')).body.data.rate).toBe('1');
  });

  it('refuses unknown and malformed currencies', async () => {
    expect((await get('/currency-exchange-rate?from=AED&to=XYZ')).status).toBe(404);
    const bad = await get('/currency-exchange-rate?from=AED');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.message)).toEqual(['to']);
  });
});

describe('reference lists', () => {
  it('names time zones in the request language with their offset', async () => {
    const { body } = await get('/timezones', 'fr');
    const dubai = body.data.find((z: { timezone: string }) => z.timezone === 'Asia/Dubai');
    expect(dubai.offset).toBe('UTC+4');
    expect(dubai.name).toBeTruthy();
  });

  it('lists the four locales with their direction', async () => {
    const { body } = await get('/locales');
    expect(body.data).toEqual([
      { code: 'ar', name: 'العربية', dir: 'rtl' },
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'fr', name: 'Français', dir: 'ltr' },
      { code: 'tr', name: 'Türkçe', dir: 'ltr' },
    ]);
  });
});
