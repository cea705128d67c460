import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/accounts';
import { outboxEvents } from '../../db/schema/outbox';
import { advanceClock, resetClock } from '../../lib/clock';
import { startMailCatcher } from '../../test/mail-catcher';
import { createTestApp, type TestApp } from '../../test/test-app';

// Addresses starting with "busy" are refused this many more times, as a mail server under load does.
let refusals = 0;
let mailServer: Awaited<ReturnType<typeof startMailCatcher>>;
let t: TestApp;

beforeAll(async () => {
  mailServer = await startMailCatcher({
    beforeAccepting(to) {
      if (!to.startsWith('busy') || refusals === 0) return;
      refusals--;
      throw Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
    },
  });
  t = await createTestApp({ SMTP_URL: mailServer.url, DEV_MAILBOX: false });
});

afterAll(async () => {
  resetClock();
  await t.close();
  await mailServer.stop();
});

async function signUp(email: string) {
  const password = 'Cedar&Falcon42';
  const res = await t.api('POST', '/register', {
    headers: { 'content-language': 'en' },
    body: { name: 'Busy Mailbox', email, password, password_confirmation: password },
  });
  expect(res.statusCode).toBe(201);
}

describe('e-mail sent by the worker', () => {
  it('sends nothing in the request; the worker sends it and marks it sent, the body erased', async () => {
    const email = `worker${Date.now()}@example.com`;
    await signUp(email);
    expect(mailServer.received.some((m) => m.to === email)).toBe(false);
    await t.app.worker.drain();
    const mail = mailServer.received.find((m) => m.to === email);
    expect(mail?.raw).toMatch(/\b\d{6}\b/);
    const [row] = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    expect(row).toMatchObject({ status: 'sent', delivered: true, sealedText: null });
    expect(row!.text).not.toContain(mail!.raw.match(/\b(\d{6})\b/)![1]);
  });

  it('retries a refused message after a delay until the mail server takes it, sending it once', async () => {
    const email = `busy${Date.now()}@example.com`;
    await signUp(email);
    refusals = 2;
    await t.app.worker.drain();
    const [message] = await t.app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
    const eventOf = async () =>
      (
        await t.app.database.db
          .select()
          .from(outboxEvents)
          .where(eq(outboxEvents.subjectId, String(message!.id)))
      )[0]!;
    expect(await eventOf()).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await eventOf()).lastError).toContain('try later');
    expect(message).toMatchObject({ status: 'queued' });
    // Not before its delay...
    await t.app.worker.drain();
    expect((await eventOf()).attempts).toBe(1);
    // ...then again, refused once more, then taken.
    for (let round = 0; round < 3; round++) {
      advanceClock(60 * 60_000);
      await t.app.worker.drain();
    }
    expect(await eventOf()).toMatchObject({ state: 'delivered', attempts: 3 });
    expect(mailServer.received.filter((m) => m.to === email)).toHaveLength(1);
  });
});
