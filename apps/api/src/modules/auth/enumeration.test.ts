import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, clock, resetClock } from '../../lib/clock';
import { TEST_PASSWORD } from '../../test/accounts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../../test/test-app';
import { insertWithFreshIdentifiers } from './new-account';
import { hashPassword } from './password-hasher';
import { createUsersRepository } from './users.repository';

// Every route that takes an address someone may or may not have an account with answers a known
// and an unknown address alike: status, body, the headers a client reads, and the point where the
// limits say 429. Each comparison uses a client address of its own, so limits do not mix.
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  strict = await createTestApp({ CODE_SENDS_PER_CLIENT_PER_HOUR: 3 });
});
afterAll(async () => {
  await t.close();
  await strict.close();
});
afterEach(() => resetClock());

let counter = 0;
const unique = () => `${Date.now()}${counter++}`;
const uaePhone = () => `5${unique().slice(-8)}`;

/** An account that exists, made directly, so no code has gone to its addresses yet. */
async function existingAccount(app: TestApp) {
  const phone = uaePhone();
  const email = `known${unique()}@example.com`;
  const now = clock.now();
  await insertWithFreshIdentifiers(createUsersRepository(app.app.database.db).insert, {
    name: 'Known Person',
    email,
    emailVerifiedAt: now,
    phoneNumber: phone,
    countryCode: '971',
    phoneVerifiedAt: now,
    passwordHash: await hashPassword(TEST_PASSWORD),
  });
  return { email, phone };
}

function post(app: TestApp, address: string, url: string, payload: Record<string, unknown>) {
  return app.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    remoteAddress: address,
    headers: { 'x-api-key': TEST_API_KEY, accept: 'application/json', 'content-language': 'en' },
    payload,
  });
}

/** What a client can read from a reply; the address itself, echoed back, is left out. */
function seen(reply: LightMyRequestResponse, echoed: string[]) {
  let body = reply.body;
  for (const value of echoed) body = body.replaceAll(value, '<address>');
  return {
    status: reply.statusCode,
    body,
    contentType: reply.headers['content-type'],
    cacheControl: reply.headers['cache-control'],
    retryAfter: reply.headers['retry-after'],
  };
}

/** Eight requests a minute apart: past the cooldown each time, and past the six an hour an address may get. */
async function eightRequests(send: () => Promise<LightMyRequestResponse>, echoed: string[]) {
  const replies = [];
  for (let i = 0; i < 8; i++) {
    replies.push(seen(await send(), echoed));
    replies.push(seen(await send(), echoed)); // at once again: inside the cooldown
    advanceClock(61_000);
  }
  return replies;
}

describe('a known and an unknown address get the same answers', () => {
  it('on forget-password, up to and past the limits', async () => {
    const { email } = await existingAccount(t);
    const unknown = `nobody${unique()}@example.com`;
    const known = await eightRequests(() => post(t, '10.20.0.1', '/forget-password', { email }), [email]);
    const other = await eightRequests(
      () => post(t, '10.20.0.2', '/forget-password', { email: unknown }),
      [unknown],
    );
    expect(other).toEqual(known);
    expect(known.map((reply) => reply.status)).toContain(429);
  });

  it('on forget-email, up to and past the limits', async () => {
    const { phone } = await existingAccount(t);
    const unknown = uaePhone();
    const known = await eightRequests(
      () => post(t, '10.20.0.3', '/forget-email', { phone_number: phone, country_code: '971' }),
      [phone],
    );
    const other = await eightRequests(
      () => post(t, '10.20.0.4', '/forget-email', { phone_number: unknown, country_code: '971' }),
      [unknown],
    );
    expect(other).toEqual(known);
    expect(known.map((reply) => reply.status)).toContain(429);
  });

  it('on reset-password, for a wrong code, with and without a code asked for', async () => {
    const { email } = await existingAccount(t);
    const unknown = `nobody${unique()}@example.com`;
    const attempt = (address: string, to: string) =>
      post(t, address, '/reset-password', {
        email: to,
        code: '000000',
        password: 'Olive#Harbour77',
        password_confirmation: 'Olive#Harbour77',
      });
    expect(seen(await attempt('10.20.0.6', unknown), [unknown])).toEqual(
      seen(await attempt('10.20.0.5', email), [email]),
    );
    await post(t, '10.20.0.5', '/forget-password', { email });
    await post(t, '10.20.0.6', '/forget-password', { email: unknown });
    for (let i = 0; i < 6; i++) {
      // A sent code is 000000 once in a million runs; then the known address rightly differs.
      const known = seen(await attempt('10.20.0.5', email), [email]);
      expect(seen(await attempt('10.20.0.6', unknown), [unknown])).toEqual(known);
    }
  });

  it('on forget-email/verify, for a wrong code', async () => {
    const { phone } = await existingAccount(t);
    const unknown = uaePhone();
    await post(t, '10.20.0.7', '/forget-email', { phone_number: phone, country_code: '971' });
    await post(t, '10.20.0.8', '/forget-email', { phone_number: unknown, country_code: '971' });
    for (let i = 0; i < 6; i++) {
      const known = seen(
        await post(t, '10.20.0.7', '/forget-email/verify', {
          phone_number: phone,
          country_code: '971',
          code: '000000',
        }),
        [phone],
      );
      const other = seen(
        await post(t, '10.20.0.8', '/forget-email/verify', {
          phone_number: unknown,
          country_code: '971',
          code: '000000',
        }),
        [unknown],
      );
      expect(other).toEqual(known);
    }
  });

  it('on login, before and after the pauses', async () => {
    const { email } = await existingAccount(t);
    const unknown = `nobody${unique()}@example.com`;
    for (let i = 0; i < 7; i++) {
      const known = seen(await post(t, '10.20.0.9', '/login', { email, password: 'Wrong-pass-1' }), [email]);
      const other = seen(
        await post(t, '10.20.0.10', '/login', { email: unknown, password: 'Wrong-pass-1' }),
        [unknown],
      );
      expect(other).toEqual(known);
    }
  });
});

describe('sign-up', () => {
  /** A reply with the values that belong to the new account (tokens, ids, names) reduced to their kind. */
  function shape(reply: LightMyRequestResponse) {
    const body = reply.json();
    const kinds = (value: object) =>
      Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, item === null ? null : typeof item]),
      );
    return {
      ...seen(reply, []),
      body: body.data ? { ...body, data: { ...kinds(body.data), user: kinds(body.data.user) } } : body,
    };
  }

  it('holds a taken address at the same verification screen as a free one', async () => {
    const { email } = await existingAccount(t);
    const free = `free${unique()}@example.com`;
    const body = { name: 'Probe Person', password: 'Probe&Pass88', password_confirmation: 'Probe&Pass88' };
    const screens = [];
    for (const [client, address] of [
      ['10.22.0.1', email],
      ['10.22.0.2', free],
    ] as const) {
      const signedUp = await post(t, client, '/register', { ...body, email: address });
      const headers = { authorization: `Bearer ${signedUp.json().data.token}`, 'content-language': 'en' };
      const status = await t.api('GET', '/verification-status', { headers });
      const resend = await t.api('POST', '/send-otp-code', { headers, body: { purpose: 'verify_email' } });
      screens.push([seen(status, [address]), seen(resend, [address])]);
    }
    expect(screens[0]).toEqual(screens[1]);
  });

  it('answers a taken address like a free one, and spends the same per-client share', async () => {
    const { email, phone } = await existingAccount(strict);
    const signUp = (address: string, contact: Record<string, string>) =>
      post(strict, address, '/register', {
        name: 'Probe Person',
        ...contact,
        // Someone probing does not know the owner's password (with it, sign-up signs the owner in).
        password: 'Probe&Pass88',
        password_confirmation: 'Probe&Pass88',
      });
    for (const [taken, free] of [
      [() => ({ email }), () => ({ email: `free${unique()}@example.com` })],
      [
        () => ({ phone_number: phone, country_code: '971' }),
        () => ({ phone_number: uaePhone(), country_code: '971' }),
      ],
    ] as const) {
      const [takenClient, freeClient] = [`10.21.${counter}.1`, `10.21.${counter}.2`];
      counter++;
      const takenReplies = [];
      const freeReplies = [];
      for (let i = 0; i < 4; i++) {
        takenReplies.push(shape(await signUp(takenClient, taken())));
        freeReplies.push(shape(await signUp(freeClient, free())));
      }
      expect(takenReplies).toEqual(freeReplies);
      expect(takenReplies.map((reply) => reply.status)).toEqual([201, 201, 201, 429]);
    }
  });
});
