import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, resetClock } from '../../lib/clock';
import { stepAt, totpForStep } from '../../lib/totp';
import { lastCode, signUpVerified, TEST_PASSWORD } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const codeAt = (secret: string, offsetSteps = 0) =>
  totpForStep(secret, stepAt(clock.now().getTime()) + offsetSteps);

/** A verified account with two-step verification turned on; returns its key. */
async function withTwoFactor() {
  const account = await signUpVerified(t, 'Huda Saleh');
  const setup = await t.api('POST', '/two-factor/setup', {
    headers: account.auth,
    body: { password: TEST_PASSWORD },
  });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json().data;
  expect(otpauth_url).toContain(`secret=${secret}`);
  const enabled = await t.api('POST', '/two-factor/enable', {
    headers: account.auth,
    body: { code: codeAt(secret) },
  });
  expect(enabled.statusCode).toBe(200);
  expect(enabled.json().data.two_factor_enabled).toBe(true);
  // The next code must come from a later step: the one used to enable is spent.
  advanceClock(30_000);
  return { ...account, secret };
}

async function login(email: string) {
  const res = await t.api('POST', '/login', {
    headers: { 'content-language': 'en' },
    body: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.token}`, 'content-language': 'en' };
}

describe('two-step verification setup', () => {
  it('asks for the password again before giving a key', async () => {
    const account = await signUpVerified(t);
    const none = await t.api('POST', '/two-factor/setup', { headers: account.auth, body: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().message.password).toBeDefined();
    const wrong = await t.api('POST', '/two-factor/setup', {
      headers: account.auth,
      body: { password: 'Wrong&Pass99' },
    });
    expect(wrong.json().message.password).toEqual(['The password is not correct.']);
  });

  it('can be proved with a code sent to the verified e-mail instead of the password', async () => {
    const account = await signUpVerified(t);
    advanceClock(61_000);
    const sent = await t.api('POST', '/send-otp-code', {
      headers: account.auth,
      body: { purpose: 'confirm_identity' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t, account.email);
    const setup = await t.api('POST', '/two-factor/setup', { headers: account.auth, body: { code } });
    expect(setup.statusCode).toBe(200);
  });

  it('is not on until a code from the new key arrives, and refuses a wrong one', async () => {
    const account = await signUpVerified(t);
    const setup = await t.api('POST', '/two-factor/setup', {
      headers: account.auth,
      body: { password: TEST_PASSWORD },
    });
    const { secret } = setup.json().data;
    const status = await t.api('GET', '/two-factor', { headers: account.auth });
    expect(status.json().data).toMatchObject({ enabled: false, enabled_at: null });
    const wrong = await t.api('POST', '/two-factor/enable', {
      headers: account.auth,
      body: { code: codeAt(secret, 3) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message.code[0]).toMatch(/not right/);
    const enabled = await t.api('POST', '/two-factor/enable', {
      headers: account.auth,
      body: { code: codeAt(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    const on = await t.api('GET', '/two-factor', { headers: account.auth });
    expect(on.json().data.enabled).toBe(true);
    expect(on.json().data.fallback).toEqual([{ channel: 'email', target: expect.stringContaining('***@') }]);
  });
});

describe('signing in with two-step verification', () => {
  it('holds a new session at 302 until a code from the app is given', async () => {
    const { email, secret } = await withTwoFactor();
    const session = await login(email);
    const held = await t.api('GET', '/user-information', { headers: session });
    expect(held.statusCode).toBe(302);
    expect(held.json().code).toBe('two_factor_required');

    const passed = await t.api('POST', '/two-factor/verify', {
      headers: session,
      body: { code: codeAt(secret) },
    });
    expect(passed.statusCode).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: session })).statusCode).toBe(200);
  });

  it('accepts one step of clock drift either way, but not two', async () => {
    const { email, secret } = await withTwoFactor();
    // Two steps past the one used to enable, so the step before now is still unused.
    advanceClock(60_000);
    const first = await login(email);
    const tooOld = await t.api('POST', '/two-factor/verify', {
      headers: first,
      body: { code: codeAt(secret, -2) },
    });
    expect(tooOld.statusCode).toBe(422);
    const late = await t.api('POST', '/two-factor/verify', {
      headers: first,
      body: { code: codeAt(secret, -1) },
    });
    expect(late.statusCode).toBe(200);

    advanceClock(90_000);
    const second = await login(email);
    const early = await t.api('POST', '/two-factor/verify', {
      headers: second,
      body: { code: codeAt(secret, 1) },
    });
    expect(early.statusCode).toBe(200);
  });

  it('never accepts the same code twice, even within its 30 seconds', async () => {
    const { email, secret } = await withTwoFactor();
    const code = codeAt(secret);
    const one = await login(email);
    const two = await login(email);
    expect((await t.api('POST', '/two-factor/verify', { headers: one, body: { code } })).statusCode).toBe(
      200,
    );
    const reused = await t.api('POST', '/two-factor/verify', { headers: two, body: { code } });
    expect(reused.statusCode).toBe(422);
    expect((await t.api('GET', '/user-information', { headers: two })).statusCode).toBe(302);
  });

  it('limits wrong codes: five in five minutes, then 429', async () => {
    const { email, secret } = await withTwoFactor();
    const session = await login(email);
    for (let i = 0; i < 5; i++) {
      const wrong = await t.api('POST', '/two-factor/verify', {
        headers: session,
        body: { code: codeAt(secret, 5) },
      });
      expect(wrong.statusCode).toBe(422);
    }
    const locked = await t.api('POST', '/two-factor/verify', {
      headers: session,
      body: { code: codeAt(secret) },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_codes');
    // Redis counts windows in its own time, which the test clock cannot move; in memory it can.
    if (!process.env.REDIS_URL) {
      advanceClock(5 * 60_000 + 1000);
      const after = await t.api('POST', '/two-factor/verify', {
        headers: session,
        body: { code: codeAt(secret) },
      });
      expect(after.statusCode).toBe(200);
    }
  });

  it('falls back to a code by e-mail', async () => {
    const { email } = await withTwoFactor();
    const session = await login(email);
    const whatsapp = await t.api('POST', '/two-factor/send-code', {
      headers: session,
      body: { channel: 'whatsapp' },
    });
    expect(whatsapp.statusCode).toBe(422);
    const sent = await t.api('POST', '/two-factor/send-code', {
      headers: session,
      body: { channel: 'email' },
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t, email);
    const passed = await t.api('POST', '/two-factor/verify', {
      headers: session,
      body: { code, method: 'email' },
    });
    expect(passed.statusCode).toBe(200);
    expect((await t.api('GET', '/user-information', { headers: session })).statusCode).toBe(200);
  });

  it('is turned off only with a valid code, after which sign-in needs none', async () => {
    const { email, secret, auth } = await withTwoFactor();
    const wrong = await t.api('POST', '/two-factor/disable', {
      headers: auth,
      body: { code: codeAt(secret, 4) },
    });
    expect(wrong.statusCode).toBe(422);
    const off = await t.api('POST', '/two-factor/disable', { headers: auth, body: { code: codeAt(secret) } });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.two_factor_enabled).toBe(false);
    const session = await login(email);
    expect((await t.api('GET', '/user-information', { headers: session })).statusCode).toBe(200);
  });

  it('keeps the key sealed in the database', async () => {
    const { secret } = await withTwoFactor();
    const rows = await t.app.database.db.execute(
      `select two_factor_secret from users where two_factor_secret is not null` as never,
    );
    const stored = JSON.stringify((rows as unknown as { rows: unknown[] }).rows);
    expect(stored).not.toContain(secret);
  });
});
