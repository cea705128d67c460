import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/accounts';
import { outboxEvents } from '../../db/schema/outbox';
import { createSealedBox } from '../../lib/sealed-box';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMessagesRepository } from './messages.repository';
import { createMessenger, maskSecret } from './messenger';

const password = 'Cedar&Falcon42';
const register = (t: TestApp, email: string) =>
  t.api('POST', '/register', {
    headers: { 'content-language': 'en' },
    body: { name: 'Mailbox Reader', email, password, password_confirmation: password },
  });
const messagesTo = async (t: TestApp, email: string) =>
  t.app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));

describe('masking a secret', () => {
  it('masks every occurrence and keeps the length', () => {
    expect(maskSecret('Code 123456. Again: 123456', '123456')).toBe('Code ••••••. Again: ••••••');
    expect(maskSecret('No secret here', undefined)).toBe('No secret here');
  });
});

describe('messages on the outbox, with the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_MAILBOX: true });
  });
  afterAll(() => t.close());

  it('queues the code in the request, masked in the record, readable in the mailbox at once', async () => {
    const email = `queued${Date.now()}@example.com`;
    expect((await register(t, email)).statusCode).toBe(201);
    const [row] = await messagesTo(t, email);
    expect(row).toMatchObject({ status: 'queued', delivered: false });
    expect(row!.text).toContain('••••••');
    expect(row!.text).not.toMatch(/\d{6}/);
    const [event] = await t.app.database.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.subjectId, String(row!.id)));
    expect(event).toMatchObject({ type: 'message.queued', subjectKind: 'message', state: 'pending' });

    // The mailbox does not wait for the worker.
    const mailbox = (await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json().data;
    expect(mailbox[0]).toMatchObject({ status: 'queued' });
    const code = (mailbox[0].text as string).match(/\b(\d{6})\b/)![1]!;
    expect(row!.sealedText).not.toContain(code);

    await t.app.worker.drain();
    const [handled] = await messagesTo(t, email);
    // No mail server: kept, and the mailbox, being the delivery, still shows the code.
    expect(handled).toMatchObject({ status: 'kept', delivered: false });
    expect(handled!.sealedText).toBe(row!.sealedText);
    const after = (await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).json().data;
    expect(after[0].text).toBe(mailbox[0].text);
  });

  it('queues nothing when the change it belongs to rolls back', async () => {
    const db = t.app.database.db;
    const messages = createMessagesRepository(db);
    const messenger = createMessenger(db, messages, createSealedBox('x'.repeat(32), 'messages'));
    const to = `rolled-back${Date.now()}@example.com`;
    await db
      .transaction(async (tx) => {
        await messenger.send(
          { channel: 'email', to, subject: 'Hello', text: 'Code 123456', secret: '123456' },
          tx,
        );
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await messagesTo(t, to)).toEqual([]);
    const events =
      await db.execute(sql`select count(*)::int as n from outbox_events where type = 'message.queued'
      and subject_id not in (select id::text from outbox_messages)`);
    expect(events.rows[0]).toEqual({ n: 0 });
  });
});

describe('messages on the outbox, without the development mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_MAILBOX: false });
  });
  afterAll(() => t.close());

  it('erases the sealed body once the message is handled: no code is left in the database', async () => {
    const email = `erased${Date.now()}@example.com`;
    expect((await register(t, email)).statusCode).toBe(201);
    expect((await messagesTo(t, email))[0]!.sealedText).toBeTruthy();
    await t.app.worker.drain();
    const [row] = await messagesTo(t, email);
    expect(row).toMatchObject({ status: 'kept', sealedText: null });
    expect(row!.text).not.toMatch(/\d{6}/);
    expect((await t.api('GET', '/dev/mailbox')).statusCode).toBe(404);
  });
});
