import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, resetClock } from '../../lib/clock';
import { stepAt, totpForStep } from '../../lib/totp';
import { codeSentBy, signUpVerified, TEST_PASSWORD } from '../../test/accounts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/test-app';

// Thirty guesses sent at once must not all be compared: every limit that guards a secret is
// reserved before the comparison. Each test app has its own counters (memory, or a Redis prefix).
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  // Per-client limits high enough that only the per-code limits are measured here.
  t = await createTestApp({ CODE_FAILURES_PER_CLIENT_PER_HOUR: 1000 });
  strict = await createTestApp({ CODE_FAILURES_PER_CLIENT_PER_HOUR: 3, CODE_SENDS_PER_CLIENT_PER_HOUR: 3 });
});
afterAll(async () => {
  await t.close();
  await strict.close();
});
afterEach(() => resetClock());

const RACERS = 30;
const en = { 'content-language': 'en' };
const NEW_PASSWORD = 'Olive#Harbour77';

/** A call from a chosen client address, as `t.api` makes it from the default one. */
function from(app: TestApp, address: string, url: string, payload: unknown, headers = {}) {
  return app.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: address,
    headers: { 'x-api-key': TEST_API_KEY, accept: 'application/json', 'content-language': 'en', ...headers },
    payload: payload as Record<string, unknown>,
  });
}

const race = (send: () => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: RACERS }, send));

const codeMessages = (replies: LightMyRequestResponse[]) =>
  replies.map((reply) => (reply.json().message?.code?.[0] as string | undefined) ?? reply.json().code);

const wrongGuess = (code: string) => (code === '000000' ? '111111' : '000000');

describe('racing guesses at a one-time code', () => {
  it('compares at most five of thirty, and the right code is refused afterwards', async () => {
    const account = await signUpVerified(t);
    const code = await codeSentBy(t, account.email, () =>
      t.api('POST', '/forget-password', { headers: en, body: { email: account.email } }),
    );
    const body = { email: account.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const replies = await race(() =>
      t.api('POST', '/reset-password', { headers: en, body: { ...body, code: wrongGuess(code) } }),
    );
    expect(replies.every((reply) => reply.statusCode === 422)).toBe(true);
    // "Wrong code, N tries left" is the answer of a compared guess; four at most carry it (the fifth
    // says the code is spent), and the code counts five tries, not thirty.
    const compared = codeMessages(replies).filter((message) => /tries? left/.test(message));
    expect(compared.length).toBeLessThanOrEqual(4);
    const [{ attempts }] = (
      await t.app.database.db.execute<{ attempts: number }>(
        sql`select attempts from one_time_codes where target = ${account.email} and purpose = 'reset_password'`,
      )
    ).rows as [{ attempts: number }];
    expect(attempts).toBe(5);

    const right = await t.api('POST', '/reset-password', { headers: en, body: { ...body, code } });
    expect(right.statusCode).toBe(422);
    expect(right.json().message.code).toEqual(['Too many wrong tries. Ask for a new code.']);
  });

  it('lets one client compare no more guesses than its hourly share, however many it sends at once', async () => {
    const account = await signUpVerified(strict);
    const code = await codeSentBy(strict, account.email, () =>
      strict.api('POST', '/forget-password', { body: { email: account.email } }),
    );
    const body = {
      email: account.email,
      code: wrongGuess(code),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const replies = await race(() => strict.api('POST', '/reset-password', { body }));
    expect(replies.filter((reply) => reply.statusCode === 422).length).toBeLessThanOrEqual(3);
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(RACERS - 3);
  });

  it('lets one client ask for no more codes than its hourly share, however many it asks for at once', async () => {
    const replies = await race(() =>
      from(strict, '192.0.2.40', '/forget-password', { email: `spray${Math.random()}@example.com` }),
    );
    expect(replies.filter((reply) => reply.statusCode === 200).length).toBeLessThanOrEqual(3);
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(RACERS - 3);
  });
});

describe('racing password guesses', () => {
  it('compares at most five of thirty, and the owner elsewhere signs in at once', async () => {
    const account = await signUpVerified(t);
    const replies = await race(() =>
      from(t, '203.0.113.7', '/login', { email: account.email, password: 'Wrong-pass-1' }),
    );
    expect(replies.filter((reply) => reply.statusCode === 422).length).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(RACERS - 5);
    const owner = await from(t, '198.51.100.20', '/login', { email: account.email, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
  });

  it('does not lock the owner out after twenty failures from an attacker’s address', async () => {
    const account = await signUpVerified(t);
    for (let i = 0; i < 20; i++) {
      const res = await from(t, '203.0.113.8', '/login', {
        email: account.email,
        password: `Wrong-pass-${i}`,
      });
      expect([422, 429]).toContain(res.statusCode);
    }
    // The attacker's address waits, even with the right password …
    const attacker = await from(t, '203.0.113.8', '/login', {
      email: account.email,
      password: TEST_PASSWORD,
    });
    expect(attacker.statusCode).toBe(429);
    // … while the owner, at another address, is let in at once.
    const owner = await from(t, '198.51.100.21', '/login', { email: account.email, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
  });
});

describe('guessing spread over many addresses', () => {
  it('meets a ceiling that never shuts the owner out', async () => {
    const account = await signUpVerified(t);
    const owner = { email: account.email, password: TEST_PASSWORD };
    // The owner signs in at home once, so home is a place the account knows.
    expect((await from(t, '198.51.100.30', '/login', owner)).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) {
      const res = await from(t, `203.0.${Math.floor(i / 50)}.${i % 50}`, '/login', {
        email: account.email,
        password: `Wrong-pass-${i}`,
      });
      expect(res.statusCode).toBe(422);
    }
    // A new address is refused, even with the right password …
    expect((await from(t, '192.0.2.77', '/login', owner)).statusCode).toBe(429);
    // … the owner at home is not …
    expect((await from(t, '198.51.100.30', '/login', owner)).statusCode).toBe(200);
    // … and a reset by code lets the owner in from the new address too.
    const code = await codeSentBy(t, account.email, () =>
      from(t, '192.0.2.77', '/forget-password', { email: account.email }),
    );
    const reset = await from(t, '192.0.2.77', '/reset-password', {
      email: account.email,
      code,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    const back = await from(t, '192.0.2.77', '/login', { email: account.email, password: NEW_PASSWORD });
    expect(back.statusCode).toBe(200);
  });
});

describe('racing authenticator codes', () => {
  it('compares at most five of thirty, and the right code is refused afterwards', async () => {
    const account = await signUpVerified(t, 'Huda Saleh');
    const { secret } = (
      await t.api('POST', '/two-factor/setup', { headers: account.auth, body: { password: TEST_PASSWORD } })
    ).json().data;
    const codeAt = (offset = 0) => totpForStep(secret, stepAt(clock.now().getTime()) + offset);
    expect(
      (await t.api('POST', '/two-factor/enable', { headers: account.auth, body: { code: codeAt() } }))
        .statusCode,
    ).toBe(200);
    advanceClock(30_000);
    const signedIn = await t.api('POST', '/login', {
      body: { email: account.email, password: TEST_PASSWORD },
    });
    const session = { authorization: `Bearer ${signedIn.json().data.token}`, 'content-language': 'en' };

    const replies = await race(() =>
      t.api('POST', '/two-factor/verify', { headers: session, body: { code: codeAt(5) } }),
    );
    expect(replies.filter((reply) => reply.statusCode === 422).length).toBeLessThanOrEqual(5);
    expect(replies.filter((reply) => reply.statusCode === 429).length).toBeGreaterThanOrEqual(RACERS - 5);
    const right = await t.api('POST', '/two-factor/verify', { headers: session, body: { code: codeAt() } });
    expect(right.statusCode).toBe(429);
  });
});
