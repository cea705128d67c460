import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { lastCode, signUpVerified, TEST_PASSWORD } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const en = { 'content-language': 'en' };
const NEW_PASSWORD = 'Olive#Harbour77';

async function login(email: string, password = TEST_PASSWORD) {
  return t.api('POST', '/login', { headers: en, body: { email, password } });
}

describe('changing the password', () => {
  it('needs the current password and signs out the other devices', async () => {
    const account = await signUpVerified(t);
    const other = await login(account.email);
    const otherAuth = { ...en, authorization: `Bearer ${other.json().data.token}` };

    const wrong = await t.api('POST', '/change-password', {
      headers: account.auth,
      body: { current_password: 'Nope#12345', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(wrong.json().message.current_password).toEqual(['The password is not correct.']);
    const mismatch = await t.api('POST', '/change-password', {
      headers: account.auth,
      body: {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: 'Other#Pass11',
      },
    });
    expect(mismatch.json().message.password_confirmation).toEqual(['Passwords do not match.']);

    const changed = await t.api('POST', '/change-password', {
      headers: account.auth,
      body: { current_password: TEST_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: account.auth })).statusCode).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: otherAuth })).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the other devices when asked to', async () => {
    const account = await signUpVerified(t);
    const other = await login(account.email);
    await t.api('POST', '/change-password', {
      headers: account.auth,
      body: {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        logout_other_devices: 0,
      },
    });
    const otherAuth = { ...en, authorization: `Bearer ${other.json().data.token}` };
    expect((await t.api('GET', '/user-information', { headers: otherAuth })).statusCode).toBe(200);
  });
});

describe('changing the e-mail', () => {
  it('sends a code to the new address and switches only when it comes back', async () => {
    const account = await signUpVerified(t);
    const next = `moved${Date.now()}@example.com`;
    const mismatch = await t.api('POST', '/change-email-phone', {
      headers: account.auth,
      body: { type: 'email', email: next, email_confirmation: `x${next}`, password: TEST_PASSWORD },
    });
    expect(mismatch.json().message.email_confirmation).toEqual(['Email does not match.']);
    const noProof = await t.api('POST', '/change-email-phone', {
      headers: account.auth,
      body: { type: 'email', email: next, email_confirmation: next },
    });
    expect(noProof.statusCode).toBe(422);

    const sent = await t.api('POST', '/change-email-phone', {
      headers: account.auth,
      body: { type: 'email', email: next, email_confirmation: next.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ channel: 'email', target: next });
    const unchanged = await t.api('GET', '/user-information', { headers: account.auth });
    expect(unchanged.json().data.email).toBe(account.email);

    const code = await lastCode(t, next);
    const done = await t.api('POST', '/change-email-phone/verify', {
      headers: account.auth,
      body: { type: 'email', email: next, code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ email: next, email_verified_at: expect.any(String) });
    expect((await login(next)).statusCode).toBe(200);
    expect((await login(account.email)).statusCode).toBe(422);
  });

  it("never gives A another account's address, nor says that it is taken", async () => {
    const a = await signUpVerified(t, 'Account A');
    const b = await signUpVerified(t, 'Account B');
    const free = `free${Date.now()}@example.com`;
    const ask = (email: string) =>
      t.api('POST', '/change-email-phone', {
        headers: a.auth,
        body: { type: 'email', email, email_confirmation: email, password: TEST_PASSWORD },
      });
    const taken = await ask(b.email);
    const open = await ask(free);
    expect(taken.statusCode).toBe(open.statusCode);
    expect({ ...taken.json().data, target: 'x' }).toEqual({ ...open.json().data, target: 'x' });
    // B is told someone asked, and gets no code; every guess at the confirmation is refused.
    const notice = (await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(b.email)}`)).json().data[0];
    expect(notice.subject).toBe('Your address and Wasla');
    expect(notice.text).not.toMatch(/\d{6}/);
    const guess = await t.api('POST', '/change-email-phone/verify', {
      headers: a.auth,
      body: { type: 'email', email: b.email, code: '000000' },
    });
    expect(guess.statusCode).toBe(422);
    expect(guess.json().message.code).toEqual(['Wrong code. 4 tries left.']);
    expect((await t.api('GET', '/user-information', { headers: b.auth })).json().data.email).toBe(b.email);
  });

  it('refuses a code asked for by another account', async () => {
    const a = await signUpVerified(t, 'Account A');
    const b = await signUpVerified(t, 'Account B');

    const next = `claimed${Date.now()}@example.com`;
    await t.api('POST', '/change-email-phone', {
      headers: b.auth,
      body: { type: 'email', email: next, email_confirmation: next, password: TEST_PASSWORD },
    });
    const code = await lastCode(t, next);
    // A's request carries B's code: codes belong to the account that asked for them.
    const stolen = await t.api('POST', '/change-email-phone/verify', {
      headers: a.auth,
      body: { type: 'email', email: next, code },
    });
    expect(stolen.statusCode).toBe(422);
  });
});

describe('adding a phone number', () => {
  it('verifies the new phone by SMS and raises the completion score', async () => {
    const account = await signUpVerified(t);
    const before = (await t.api('GET', '/user-information', { headers: account.auth })).json().data;
    const phone = `55${String(Date.now()).slice(-7)}`;
    const badLength = await t.api('POST', '/change-email-phone', {
      headers: account.auth,
      body: { type: 'phone', phone_number: `${phone}12`, country_code: '971', password: TEST_PASSWORD },
    });
    expect(badLength.json().message.phone_number).toBeDefined();
    const sent = await t.api('POST', '/change-email-phone', {
      headers: account.auth,
      body: { type: 'phone', phone_number: phone, country_code: '+971', password: TEST_PASSWORD },
    });
    expect(sent.json().data).toMatchObject({ channel: 'sms', target: `+971${phone}` });
    const code = await lastCode(t, `+971${phone}`);
    const done = await t.api('POST', '/change-email-phone/verify', {
      headers: account.auth,
      body: { type: 'phone', phone_number: phone, country_code: '971', code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ phone_number: phone, country_code: '971' });
    expect(done.json().data.completion_score).toBe(before.completion_score + 15);
    const byPhone = await t.api('POST', '/login', {
      headers: en,
      body: { phone_number: phone, country_code: '971', password: TEST_PASSWORD },
    });
    expect(byPhone.statusCode).toBe(200);
  });
});

describe('account type', () => {
  it('records trading types as waiting for documents and mails the instructions', async () => {
    const account = await signUpVerified(t);
    const res = await t.api('POST', '/change-account-type', {
      headers: account.auth,
      body: { account_type: 'company' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.account_type).toBe('personal');
    expect(res.json().data.request).toMatchObject({
      requested_type: 'company',
      status: 'awaiting_documents',
    });
    expect(res.json().message.txt[0]).toMatch(/documents/);
    const pending = await t.api('GET', '/change-account-type', { headers: account.auth });
    expect(pending.json().data.requested_type).toBe('company');
    const mail = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(account.email)}`);
    expect(mail.json().data[0].text).toContain('support@');

    const back = await t.api('POST', '/change-account-type', {
      headers: account.auth,
      body: { account_type: 'personal' },
    });
    expect(back.json().data.request).toBeNull();
    expect((await t.api('GET', '/change-account-type', { headers: account.auth })).json().data).toBeNull();
  });
});

describe('deleting the account', () => {
  it('needs a reason and the password, erases personal data and ends every session', async () => {
    const account = await signUpVerified(t, 'Rania Fares');
    const other = await login(account.email);
    const noReason = await t.api('POST', '/providers/delete/account', {
      headers: account.auth,
      body: { password: TEST_PASSWORD },
    });
    expect(noReason.json().message.reason).toEqual(['Please choose a reason.']);
    const wrong = await t.api('POST', '/providers/delete/account', {
      headers: account.auth,
      body: { reason: 'privacy', password: 'Wrong#Pass12' },
    });
    expect(wrong.statusCode).toBe(422);

    const deleted = await t.api('POST', '/providers/delete/account', {
      headers: account.auth,
      body: { reason: 'privacy', password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: account.auth })).statusCode).toBe(401);
    const otherAuth = { ...en, authorization: `Bearer ${other.json().data.token}` };
    expect((await t.api('GET', '/user-information', { headers: otherAuth })).statusCode).toBe(401);
    expect((await login(account.email)).statusCode).toBe(422);

    const rows = await t.app.database.db.execute(
      `select name, email, phone_number, password_hash, deleted_at from users where email is null and deleted_at is not null` as never,
    );
    const erased = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(erased.some((row) => row.name === '' && row.password_hash === null)).toBe(true);
    expect(JSON.stringify(erased)).not.toContain('Rania');

    // The address is free again for a new account.
    const again = await t.api('POST', '/register', {
      headers: en,
      body: {
        name: 'Rania Fares',
        email: account.email,
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
      },
    });
    expect(again.statusCode).toBe(201);
  });

  it('asks for details when the reason is "other"', async () => {
    const account = await signUpVerified(t);
    advanceClock(1000);
    const res = await t.api('POST', '/providers/delete/account', {
      headers: account.auth,
      body: { reason: 'other', password: TEST_PASSWORD },
    });
    expect(res.json().message.note).toBeDefined();
  });
});
