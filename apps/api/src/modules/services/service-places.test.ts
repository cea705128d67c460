import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { completeDraft, firstCity } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Place = { country_id?: number | null; state_id?: number | null; city_id?: number | null };

const addPlace = (auth: Auth, id: number, place: Place) =>
  t.api('POST', `/services/${id}/add-place`, { headers: auth, body: place });

async function newDraft(auth: Auth) {
  const created = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
  return created.json().data.service.id as number;
}

/** Two states of the first country with a city each, and a state of another country. */
async function geography() {
  const home = await firstCity(t);
  const otherState = home.states[1] as { id: number };
  const otherCities = (await t.api('GET', `/cities/${otherState.id}`)).json().data as { id: number }[];
  const countries = (await t.api('GET', '/countries')).json().data as { id: number }[];
  const abroad = countries.find((c) => c.id !== home.countryId) as { id: number };
  const abroadStates = (await t.api('GET', `/states/${abroad.id}`)).json().data as { id: number }[];
  return {
    countryId: home.countryId,
    stateId: home.stateId,
    cityId: home.cityIds[0] as number,
    secondCityId: home.cityIds[1] as number,
    otherStateId: otherState.id,
    otherStateCityId: otherCities[0]?.id as number,
    abroadId: abroad.id,
    abroadStateId: abroadStates[0]?.id as number,
  };
}

describe('places of a service', () => {
  it('applies each rule of the address list', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const g = await geography();
    const city = { country_id: g.countryId, state_id: g.stateId, city_id: g.cityId };

    const added = await addPlace(auth, id, city);
    expect(added.statusCode).toBe(200);
    expect(added.json().data.places).toEqual([
      {
        id: expect.any(Number),
        country: expect.objectContaining({ id: g.countryId }),
        state: expect.objectContaining({ id: g.stateId }),
        city: expect.objectContaining({ id: g.cityId }),
      },
    ]);

    const sameCity = await addPlace(auth, id, city);
    expect(sameCity.statusCode).toBe(422);
    expect(sameCity.json().message.place).toEqual(['You cannot choose same city twice.']);

    // A whole state, then the same whole state again.
    const state = { country_id: g.countryId, state_id: g.otherStateId };
    expect((await addPlace(auth, id, state)).statusCode).toBe(200);
    const duplicate = await addPlace(auth, id, state);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().message.place).toEqual(['This place is already added.']);

    // "All" first: nothing it takes in may follow.
    const inside = await addPlace(auth, id, { ...state, city_id: g.otherStateCityId });
    expect(inside.statusCode).toBe(422);
    expect(inside.json().message.place).toEqual([
      'This place is already covered by an "all" place you added.',
    ]);

    // A place first: an "all" over it may not follow.
    const wholeCountry = await addPlace(auth, id, { country_id: g.countryId });
    expect(wholeCountry.statusCode).toBe(422);
    expect(wholeCountry.json().message.place).toEqual([
      'An "all" place cannot be added over places inside it. Remove them first.',
    ]);
    const everywhere = await addPlace(auth, id, {});
    expect(everywhere.statusCode).toBe(422);

    // Another city of the first state still fits.
    expect((await addPlace(auth, id, { ...city, city_id: g.secondCityId })).statusCode).toBe(200);

    // Ids that do not hang together are refused before any rule.
    const foreignState = await addPlace(auth, id, { country_id: g.countryId, state_id: g.abroadStateId });
    expect(foreignState.statusCode).toBe(422);
    expect(foreignState.json().message.city_id).toEqual(['The selected City is not valid.']);
    const foreignCity = await addPlace(auth, id, {
      country_id: g.abroadId,
      state_id: g.abroadStateId,
      city_id: g.cityId,
    });
    expect(foreignCity.statusCode).toBe(422);

    const edit = (await t.api('GET', `/services/${id}/edit`, { headers: auth })).json().data;
    expect(edit.places).toHaveLength(3);
  });

  it('takes "everywhere" alone, and removes places', async () => {
    const { auth } = await signUpVerified(t);
    const id = await newDraft(auth);
    const g = await geography();
    const everywhere = await addPlace(auth, id, {});
    expect(everywhere.json().data.places).toEqual([
      { id: expect.any(Number), country: null, state: null, city: null },
    ]);
    const after = await addPlace(auth, id, { country_id: g.abroadId });
    expect(after.statusCode).toBe(422);
    expect(after.json().message.place).toEqual([
      'This place is already covered by an "all" place you added.',
    ]);

    const placeId = everywhere.json().data.places[0].id;
    const removed = await t.api('DELETE', `/services/${id}/places/${placeId}`, { headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.places).toEqual([]);
    // A draft may be left without places; the place is gone, so a second removal finds nothing.
    expect((await t.api('DELETE', `/services/${id}/places/${placeId}`, { headers: auth })).statusCode).toBe(
      404,
    );
    expect((await addPlace(auth, id, { country_id: g.abroadId })).statusCode).toBe(200);
  });

  it('keeps the last place of a published service', async () => {
    const { auth } = await signUpVerified(t);
    const id = await completeDraft(t, auth);
    expect((await t.api('PATCH', `/services/${id}`, { headers: auth, body: {} })).statusCode).toBe(200);
    const [only] = (await t.api('GET', `/services/${id}/edit`, { headers: auth })).json().data.places;

    const refused = await t.api('DELETE', `/services/${id}/places/${only.id}`, { headers: auth });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message.places).toEqual(['Add at least one place where the service is offered.']);

    const g = await geography();
    await addPlace(auth, id, { country_id: g.abroadId });
    const removed = await t.api('DELETE', `/services/${id}/places/${only.id}`, { headers: auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.places).toEqual([
      expect.objectContaining({ country: expect.objectContaining({ id: g.abroadId }), state: null }),
    ]);
  });
});
