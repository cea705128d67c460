import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock';
import { startMailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWithFreshIdentifiers } from './new-account';
import { hashPassword } from './password-hasher';
import { createUsersRepository } from './users.repository';

let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let t: TestApp;

beforeAll(async () => {
  // A slow mail server for the addresses that ask for one: it takes a second to accept.
  mail = await startMailCatcher({
    beforeAccepting: (to) =>
      to.startsWith('slow') ? new Promise((resolve) => setTimeout(resolve, 1000)) : undefined,
  });
  // The worker runs inside the app, as in `npm start`: messages leave a moment after the request.
  t = await createTestApp({
    SMTP_URL: mail.url,
    DEV_MAILBOX: false,
    WORKER: 'inline',
    WORKER_POLL_MS: 20,
  });
});

/** The message to `to` once the mail server has it: the worker sends it shortly after the request. */
async function arrival(to: string, withinMs = 1000) {
  for (let waited = 0; waited < withinMs && !mail.received.some((m) => m.to === to); waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return mail.received.find((m) => m.to === to);
}

afterAll(async () => {
  await t.close();
  await mail.stop();
});

describe('sign-up through a real SMTP server', () => {
  it('delivers the code in the text body, and the code verifies the account', async () => {
    const email = `smtp${Date.now()}@example.com`;
    const password = 'Cedar&Falcon42';
    const res = await t.api('POST', '/register', {
      headers: { 'content-language': 'fr' },
      body: { name: 'Camille Martin', email, password, password_confirmation: password },
    });
    expect(res.statusCode).toBe(201);
    const mail = await arrival(email);
    expect(mail?.raw).toContain('Votre code de v');
    const code = mail!.raw.match(/\b(\d{6})\b/)![1];
    const token = res.json().data.token;
    const verified = await t.api('POST', '/verify-otp-code', {
      headers: { authorization: `Bearer ${token}` },
      body: { purpose: 'verify_email', code },
    });
    expect(verified.statusCode).toBe(200);
    // With a real mail server the development mailbox is closed.
    expect((await t.api('GET', '/dev/mailbox')).statusCode).toBe(404);
  });
});

describe('recovery through a slow mail server', () => {
  it('answers before the mail server has the message, so its delay tells nothing', async () => {
    const known = `slow-known${Date.now()}@example.com`;
    await insertWithFreshIdentifiers(createUsersRepository(t.app.database.db).insert, {
      name: 'Slow Mail',
      email: known,
      emailVerifiedAt: clock.now(),
      passwordHash: await hashPassword('Cedar&Falcon42'),
    });
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await t.api('POST', '/forget-password', {
        headers: { 'content-language': 'en' },
        body: { email },
      });
      expect(res.statusCode).toBe(200);
      return performance.now() - start;
    };
    expect(await timed(known)).toBeLessThan(500);
    expect(await timed(`slow-unknown${Date.now()}@example.com`)).toBeLessThan(500);
    // The message still goes, a moment later.
    expect((await arrival(known, 3000))?.raw).toMatch(/\b\d{6}\b/);
  });
});
