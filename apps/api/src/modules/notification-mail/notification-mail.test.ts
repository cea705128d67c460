import {
  CHAT_UNREAD_EMAIL_MINUTES,
  NOTIFICATION_EMAIL_DELAY_MINUTES,
} from '@wasla/shared/business-constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { notificationMails } from '../../db/schema/notification-mail';
import { advanceClock, resetClock } from '../../lib/clock';
import { dealBetween } from '../../test/deal-work';
import { startMailCatcher } from '../../test/mail-catcher';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let mailServer: Awaited<ReturnType<typeof startMailCatcher>>;
let t: TestApp;
const SITE = 'http://localhost:4321';

beforeAll(async () => {
  mailServer = await startMailCatcher();
  // The development mailbox stays on beside the mail server: accounts are verified with its codes,
  // and it shows each mail's words as written, while the server shows the headers as sent.
  t = await createTestApp({ SMTP_URL: mailServer.url, DEV_MAILBOX: true, PUBLIC_URL: SITE });
});

afterAll(async () => {
  resetClock();
  await t?.close();
  await mailServer.stop();
});

type Mail = { subject: string; text: string };

/** The mails of notifications sent to a member (the codes of signing up left out), newest first. */
async function mailsOf(member: Member): Promise<Mail[]> {
  const res = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(member.email)}`);
  return (res.json().data as Mail[]).filter((m) => m.text.includes('/unsubscribe?token='));
}

const speak = (member: Member, locale: string) =>
  t.api('POST', '/update-locale-user', { headers: member.auth, body: { locale } });

/** Time passes by `minutes`, then the worker's timers run and what they queued is delivered. */
async function later(minutes: number) {
  advanceClock(minutes * 60_000 + 1_000);
  await t.app.sweep();
  await t.app.worker.drain();
}

const jobsOf = (member: Member) =>
  t.app.database.db.select().from(notificationMails).where(eq(notificationMails.userId, member.id));

describe('e-mail of a notification still unread', () => {
  it('leaves once after the delay, in the reader’s language, with a one-click unsubscribe', async () => {
    const { client, deal } = await dealBetween(t, { step: 'approved', title: 'Mosaic for a courtyard' });
    await speak(client, 'fr');
    await t.app.worker.drain();
    // Not yet: the reader may still see it in the bell.
    await later(NOTIFICATION_EMAIL_DELAY_MINUTES - 2);
    expect(await mailsOf(client)).toEqual([]);

    // Two instances sweep at once, and again: one mail.
    const other = await t.anotherInstance();
    advanceClock(3 * 60_000);
    await Promise.all([t.app.sweep(), other.app.sweep()]);
    await t.app.sweep();
    await t.app.worker.drain();
    const mails = await mailsOf(client);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toContain('Mosaic for a courtyard');
    expect(mail!.text).toMatch(/^Bonjour Client \d+,/);
    expect(mail!.text).toContain(`${SITE}/fr/deals/${deal.id}`);
    expect(mail!.text).toContain(`${SITE}/fr/notifications/settings`);
    const link = mail!.text.match(new RegExp(`${SITE}/fr/unsubscribe\\?token=([\\w.%-]+)`));
    expect(link).not.toBeNull();

    // The mail server got it with the headers of RFC 8058, naming the same link.
    const raw = mailServer.received.filter(
      (m) => m.to === client.email && m.raw.includes('List-Unsubscribe'),
    );
    expect(raw).toHaveLength(1);
    const headers = raw[0]!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${link![0]}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The link stops that topic's e-mails.
    const token = decodeURIComponent(link![1]!);
    const stopped = await t.api('POST', '/notification-preferences/unsubscribe', { body: { token } });
    expect(stopped.json().data).toEqual({ topic: 'deals', email: false });
    expect((await jobsOf(client)).map((job) => [job.kind, job.state])).toEqual([['notification', 'sent']]);
  });

  it('does not leave when the reader read it in time, chose no e-mail for its topic, or may not be mailed', async () => {
    const read = await dealBetween(t, { step: 'approved' });
    const unwilling = await dealBetween(t, { step: 'approved' });
    const deleted = await dealBetween(t, { step: 'approved' });
    const unverified = await dealBetween(t, { step: 'approved' });
    await t.api('PUT', '/notification-preferences', {
      headers: unwilling.client.auth,
      body: { topics: [{ topic: 'deals', email: false }] },
    });
    await t.app.worker.drain();
    await t.api('POST', '/notifications/read-all', { headers: read.client.auth });
    const db = t.app.database.db;
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.client.id));
    await db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unverified.client.id));
    await later(NOTIFICATION_EMAIL_DELAY_MINUTES);

    for (const [who, reason] of [
      [read.client, 'read'],
      [unwilling.client, 'preference'],
      [deleted.client, 'account'],
      [unverified.client, 'account'],
    ] as const) {
      expect(await mailsOf(who), reason).toEqual([]);
      expect(
        (await jobsOf(who)).map((job) => [job.state, job.reason]),
        reason,
      ).toEqual([['skipped', reason]]);
    }
  });

  it('is planned for whom each step tells: the approval to the client, the payment to the provider', async () => {
    const { client, provider } = await dealBetween(t, { step: 'in_progress' });
    await t.app.worker.drain();
    // The client was told of the approval, the provider of the payment: both matter.
    expect((await jobsOf(client)).map((job) => job.topic)).toEqual(['deals']);
    expect((await jobsOf(provider)).map((job) => job.topic)).toEqual(['payments']);
    await later(NOTIFICATION_EMAIL_DELAY_MINUTES);
    // Nobody chose a language: the site's default, Arabic.
    expect((await mailsOf(provider))[0]?.text).toContain('/ar/deals/');
  });
});

describe('e-mail of chat messages still unread', () => {
  const send = async (from: Member, to: Member, body: string) => {
    const res = await t.api('POST', '/messages', { headers: from.auth, body: { receiver_id: to.id, body } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data.conversation_id as number;
  };

  it('leaves once per unread stretch, however many messages it holds, and never with their words', async () => {
    const reader = await account(t, 'Layla Reader');
    const writer = await account(t, 'Karim Writer');
    await speak(reader, 'ar');
    const conversation = await send(writer, reader, 'Are you free on Tuesday?');
    await send(writer, reader, 'The courtyard is ten metres long.');
    await send(writer, reader, 'A secret detail only for the chat.');
    await t.app.worker.drain();
    await later(CHAT_UNREAD_EMAIL_MINUTES - 5);
    expect(await mailsOf(reader)).toEqual([]);
    await later(6);
    await later(30);
    const mails = await mailsOf(reader);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('3 رسائل جديدة من Karim Writer');
    expect(mails[0]!.text).toContain(`${SITE}/ar/chat/${conversation}`);
    expect(mails[0]!.text).not.toContain('secret detail');

    // Read, then a new stretch: a new mail when it too is left unread.
    await t.api('GET', `/messages/${conversation}`, { headers: reader.auth });
    await send(writer, reader, 'Still there?');
    await t.app.worker.drain();
    await later(CHAT_UNREAD_EMAIL_MINUTES);
    expect(await mailsOf(reader)).toHaveLength(2);
    expect((await mailsOf(reader))[0]!.subject).toBe('رسالة جديدة من Karim Writer');
  });

  it('does not leave when the messages were read in time, or the conversation is muted or blocked', async () => {
    const writer = await account(t, 'Busy Writer');
    const [readInTime, muting, blocking] = [
      await account(t, 'Quick Reader'),
      await account(t, 'Muting Reader'),
      await account(t, 'Blocking Reader'),
    ];
    const conversations = new Map<Member, number>();
    for (const reader of [readInTime, muting, blocking])
      conversations.set(reader, await send(writer, reader, 'Hello there'));
    await t.app.worker.drain();
    await later(5);
    await t.api('GET', `/messages/${conversations.get(readInTime)}`, { headers: readInTime.auth });
    await t.api('POST', `/conversations/${conversations.get(muting)}/status`, {
      headers: muting.auth,
      body: { status: 'muted' },
    });
    await t.api('POST', `/conversations/${conversations.get(blocking)}/status`, {
      headers: blocking.auth,
      body: { status: 'blocked' },
    });
    await later(CHAT_UNREAD_EMAIL_MINUTES);
    for (const [reader, reason] of [
      [readInTime, 'read'],
      [muting, 'muted'],
      [blocking, 'blocked'],
    ] as const) {
      expect(await mailsOf(reader), reason).toEqual([]);
      expect((await jobsOf(reader)).map((job) => [job.kind, job.state, job.reason])).toEqual([
        ['chat', 'skipped', reason],
      ]);
    }
  });
});
