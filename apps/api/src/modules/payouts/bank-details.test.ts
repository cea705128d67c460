import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts } from '../../db/schema/wallet';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PLATFORM_BANK_ACCOUNT } from './platform-bank-account';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

export const ACCOUNT_FORM = {
  bank_name: 'Emirates NBD',
  owner_name: 'Layla Haddad',
  account_number: '1234567890123456',
  iban: 'ae07 0331 2345 6789 0123 456',
  swift: 'nbad ae aa',
};

describe('bank accounts', () => {
  it('keeps the IBAN and SWIFT in normal form and says when withdrawals to it are possible', async () => {
    freezeClock(new Date('2031-03-10T10:00:00Z'));
    const { auth } = await signUpVerified(t);
    const added = await t.api('POST', '/bank-accounts', { headers: auth, body: ACCOUNT_FORM });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({
      iban: 'AE070331234567890123456',
      swift: 'NBADAEAA',
      owner_name: 'Layla Haddad',
      usable_from: '2031-03-12T10:00:00.000Z',
    });
    const id = added.json().data.id;
    const list = await t.api('GET', '/bank-accounts', { headers: auth });
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await t.api('GET', `/bank-accounts/${id}/edit`, { headers: auth })).json().data.id).toBe(id);
  });

  it('refuses a wrong IBAN or SWIFT with a message under the field, in the reader language', async () => {
    const { auth } = await signUpVerified(t);
    const wrong = await t.api('POST', '/bank-accounts', {
      headers: auth,
      body: { ...ACCOUNT_FORM, iban: 'AE07033123456789012345', swift: 'NBADZZAA' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toEqual({
      iban: ['An IBAN from United Arab Emirates has 23 characters.'],
      swift: ['Letters 5 and 6 of a SWIFT/BIC code are a country code, and these are not one.'],
    });
    const checksum = await t.api('POST', '/bank-accounts', {
      headers: { ...auth, 'content-language': 'ar' },
      body: { ...ACCOUNT_FORM, iban: 'AE070331234567890123457' },
    });
    expect(checksum.json().message.iban).toEqual([
      'رقم الآيبان هذا غير صحيح: تحقّق من عدم وجود خطأ في كتابة أحد أحرفه.',
    ]);
  });

  it('starts the 48-hour wait again when where the money goes changes, not for the bank name', async () => {
    freezeClock(new Date('2031-03-10T10:00:00Z'));
    const { auth } = await signUpVerified(t);
    const id = (await t.api('POST', '/bank-accounts', { headers: auth, body: ACCOUNT_FORM })).json().data.id;
    // An hour later (the session lasts a day, so the clock moves no further).
    advanceClock(3_600_000);
    const renamed = await t.api('PUT', `/bank-accounts/${id}`, {
      headers: auth,
      body: { ...ACCOUNT_FORM, bank_name: 'ENBD' },
    });
    expect(renamed.json().data).toMatchObject({ bank_name: 'ENBD', usable_from: '2031-03-12T10:00:00.000Z' });
    // The same IBAN typed differently is the same IBAN.
    const retyped = await t.api('PUT', `/bank-accounts/${id}`, {
      headers: auth,
      body: { ...ACCOUNT_FORM, bank_name: 'ENBD', iban: 'AE070331234567890123456' },
    });
    expect(retyped.json().data.usable_from).toBe('2031-03-12T10:00:00.000Z');
    const moved = await t.api('PUT', `/bank-accounts/${id}`, {
      headers: auth,
      body: { ...ACCOUNT_FORM, owner_name: 'Someone Else' },
    });
    expect(moved.json().data.usable_from).toBe('2031-03-12T11:00:00.000Z');
  });

  it("answers another account's bank account as missing, and keeps a removed one for past withdrawals", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const id = (await t.api('POST', '/bank-accounts', { headers: owner.auth, body: ACCOUNT_FORM })).json()
      .data.id;
    for (const [method, path] of [
      ['GET', `/bank-accounts/${id}/edit`],
      ['PUT', `/bank-accounts/${id}`],
      ['DELETE', `/bank-accounts/${id}`],
    ] as const) {
      const res = await t.api(method, path, {
        headers: other.auth,
        body: method === 'PUT' ? ACCOUNT_FORM : undefined,
      });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await t.api('DELETE', `/bank-accounts/${id}`, { headers: owner.auth })).statusCode).toBe(200);
    expect((await t.api('GET', '/bank-accounts', { headers: owner.auth })).json().data).toEqual([]);
    expect((await t.api('GET', `/bank-accounts/${id}/edit`, { headers: owner.auth })).statusCode).toBe(404);
    const [kept] = await t.app.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
    expect(kept?.deletedAt).not.toBeNull();
  });
});

describe('personal information', () => {
  const FORM = { legal_name: 'Layla Haddad', address: 'Al Wasl Road 12, Dubai', date_of_birth: '1990-05-01' };

  it('is given once, read, changed and removed by its owner only', async () => {
    const { auth } = await signUpVerified(t);
    const other = await signUpVerified(t);
    expect((await t.api('GET', '/personal-information', { headers: auth })).json().data).toBeNull();
    const added = await t.api('POST', '/personal-information', { headers: auth, body: FORM });
    expect(added.statusCode).toBe(200);
    const { id } = added.json().data;
    expect(added.json().data).toEqual({ id, ...FORM });
    const again = await t.api('POST', '/personal-information', { headers: auth, body: FORM });
    expect(again.statusCode).toBe(409);
    expect((await t.api('GET', `/personal-information/${id}/edit`, { headers: other.auth })).statusCode).toBe(
      404,
    );
    const changed = await t.api('PUT', `/personal-information/${id}`, {
      headers: auth,
      body: { ...FORM, address: 'Sheikh Zayed Road 1, Dubai' },
    });
    expect(changed.json().data.address).toBe('Sheikh Zayed Road 1, Dubai');
    expect((await t.api('GET', '/personal-information', { headers: auth })).json().data.address).toBe(
      'Sheikh Zayed Road 1, Dubai',
    );
    expect((await t.api('DELETE', `/personal-information/${id}`, { headers: other.auth })).statusCode).toBe(
      404,
    );
    expect((await t.api('DELETE', `/personal-information/${id}`, { headers: auth })).statusCode).toBe(200);
    expect((await t.api('GET', '/personal-information', { headers: auth })).json().data).toBeNull();
  });

  it('takes the date of birth of an adult only, not in the future', async () => {
    freezeClock(new Date('2031-03-10T10:00:00Z'));
    const { auth } = await signUpVerified(t);
    const minor = await t.api('POST', '/personal-information', {
      headers: auth,
      body: { ...FORM, date_of_birth: '2013-03-11' },
    });
    expect(minor.statusCode).toBe(422);
    expect(minor.json().message).toEqual({
      date_of_birth: ['You must be at least 18 years old to receive payouts.'],
    });
    const future = await t.api('POST', '/personal-information', {
      headers: auth,
      body: { ...FORM, date_of_birth: '2031-03-11' },
    });
    expect(future.json().message).toEqual({ date_of_birth: ['Choose a date in the past.'] });
    const unreal = await t.api('POST', '/personal-information', {
      headers: auth,
      body: { ...FORM, date_of_birth: '1990-02-30' },
    });
    expect(unreal.json().message).toEqual({ date_of_birth: ['Enter a valid date.'] });
    const adult = await t.api('POST', '/personal-information', {
      headers: auth,
      body: { ...FORM, date_of_birth: '2013-03-10' },
    });
    expect(adult.statusCode).toBe(200);
  });
});

describe('the platform bank account', () => {
  it('is given to signed-in accounts for their transfers', async () => {
    const { auth } = await signUpVerified(t);
    const res = await t.api('GET', '/bank-information', { headers: auth });
    expect(res.json().data).toEqual(PLATFORM_BANK_ACCOUNT);
    expect((await t.api('GET', '/bank-information')).statusCode).toBe(401);
  });
});
