import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../lib/clock';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertWithFreshIdentifiers } from './new-account';
import { hashPassword } from './password-hasher';
import { createUsersRepository } from './users.repository';

const received: { to: string; raw: string }[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  // A plain SMTP server on loopback that keeps what it receives.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk.toString()));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        // A slow mail server for the addresses that ask for one: it takes a second to accept.
        setTimeout(
          () => {
            received.push({ to, raw });
            callback();
          },
          to.startsWith('slow') ? 1000 : 0,
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  // The worker runs inside the app, as in `npm start`: messages leave a moment after the request.
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    DEV_MAILBOX: false,
    WORKER: 'inline',
    WORKER_POLL_MS: 20,
  });
});

/** The message to `to` once the mail server has it: the worker sends it shortly after the request. */
async function arrival(to: string, withinMs = 1000) {
  for (let waited = 0; waited < withinMs && !received.some((m) => m.to === to); waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return received.find((m) => m.to === to);
}

afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
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
