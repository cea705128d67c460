import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function place(code: string) {
  const country = (await t.api('GET', '/countries'))
    .json()
    .data.find((c: { code: string }) => c.code === code);
  const state = (await t.api('GET', `/states/${country.id}`)).json().data[0];
  const city = (await t.api('GET', `/cities/${state.id}`)).json().data[0];
  return { country: country.id as number, state: state.id as number, city: city.id as number };
}

describe('profile', () => {
  it('updates the profile and raises the completion score with each part', async () => {
    const { auth } = await signUpVerified(t, 'Huda Nasser');
    const uae = await place('AE');
    const aed = (await t.api('GET', '/currencies'))
      .json()
      .data.find((c: { code: string }) => c.code === 'AED');
    const res = await t.api('POST', '/update-auth-information', {
      headers: auth,
      body: {
        bio: 'Brand designer for ten years.',
        gender: 'female',
        experiences: ['senior', 'senior'],
        country_id: uae.country,
        state_id: uae.state,
        city_id: uae.city,
        currency_id: aed.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message.txt).toEqual(['Your profile has been saved.']);
    expect(res.json().data).toMatchObject({
      bio: 'Brand designer for ten years.',
      gender: 'female',
      experiences: ['senior'],
      city_id: uae.city,
    });
    // name 10 + verified e-mail 15 + bio 15 + gender 5 + experience 5 + country, state, city 15 + currency 5
    expect(res.json().data.completion_score).toBe(70);
  });

  it('refuses a state outside the chosen country, and a city outside the state', async () => {
    const { auth } = await signUpVerified(t);
    const uae = await place('AE');
    const egypt = await place('EG');
    const wrongState = await t.api('POST', '/update-auth-information', {
      headers: auth,
      body: { country_id: uae.country, state_id: egypt.state },
    });
    expect(wrongState.statusCode).toBe(422);
    expect(wrongState.json().message).toEqual({ state_id: ['The selected State is not valid.'] });
    const wrongCity = await t.api('POST', '/update-auth-information', {
      headers: auth,
      body: { country_id: uae.country, state_id: uae.state, city_id: egypt.city },
    });
    expect(wrongCity.json().message).toEqual({ city_id: ['The selected City is not valid.'] });
  });

  it('changes locale, currency, push token and online status of the signed-in user only', async () => {
    const a = await signUpVerified(t, 'User A');
    const b = await signUpVerified(t, 'User B');
    const eur = (await t.api('GET', '/currencies'))
      .json()
      .data.find((c: { code: string }) => c.code === 'EUR');
    expect(
      (await t.api('POST', '/update-locale-user', { headers: a.auth, body: { locale: 'tr' } })).json().data
        .locale,
    ).toBe('tr');
    const currency = await t.api('POST', '/update-user-currency', {
      headers: a.auth,
      body: { currency_id: eur.id },
    });
    expect(currency.json()).toMatchObject({
      data: { currency_id: eur.id },
      message: { txt: ['Prices will now be shown in your new currency.'] },
    });
    expect(
      (await t.api('POST', '/update-user-currency', { headers: a.auth, body: { currency_id: 999_999 } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await t.api('POST', '/update-fcm-token', { headers: a.auth, body: { fcm_token: 'device-token-1' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.api('POST', '/change-online-status', { headers: a.auth, body: { is_online: 1 } })).json().data
        .is_online,
    ).toBe(true);

    const other = (await t.api('GET', '/user-information', { headers: b.auth })).json().data;
    // B signed up without a language header, so in Arabic, and none of A's changes touched B.
    expect(other).toMatchObject({ name: 'User B', locale: 'ar', currency_id: null, is_online: false });
  });

  it('needs a signed-in, verified account', async () => {
    expect((await t.api('POST', '/update-auth-information', { body: { bio: 'x' } })).statusCode).toBe(401);
  });
});
