import { NOTIFICATION_DIGEST_MAX_ITEMS } from '@wasla/shared/business-constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationFactory } from '../../db/factories';
import { notificationMails } from '../../db/schema/notification-mail';
import { clock, freezeClock, resetClock } from '../../lib/clock';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { digestMoment } from './mail-rules';

let t: TestApp;
beforeAll(async () => {
  // One moment for the whole test: the digest's day cannot change between writing and sweeping.
  freezeClock(new Date());
  t = await createTestApp();
});
afterAll(async () => {
  resetClock();
  await t?.close();
});

type Mail = { subject: string; text: string };
const digestsOf = async (member: Member): Promise<Mail[]> =>
  ((await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(member.email)}`)).json().data as Mail[]).filter(
    (m) => m.text.includes('/unsubscribe?token='),
  );

// The digest is planned when a sweep first sees its day, so every row here is written before the
// app's first sweep: the notifications of the last digest's day, some read, some older, one mailed.
describe('the daily digest', () => {
  it('lists a day’s unread notifications no e-mail told of, once, to those who want it', async () => {
    const { at, since } = digestMoment(clock.now());
    const hoursBefore = (h: number) => new Date(at.getTime() - h * 3_600_000);
    const db = t.app.database.db;
    const reader = await account(t, 'Digest Reader');
    const busy = await account(t, 'Busy Reader');
    const quiet = await account(t, 'Quiet Reader');
    const offer = (recipientId: number, title: string, createdAt: Date, readAt: Date | null = null) => ({
      recipientId,
      data: { deal: { id: 1, code: 'D1', title } },
      createdAt,
      readAt,
    });
    const [, , , mailed] = await notificationFactory.many(db, [
      offer(reader.id, 'Lantern repair', hoursBefore(2)),
      offer(reader.id, 'Tile cleaning', hoursBefore(20)),
      offer(reader.id, 'Already read', hoursBefore(3), hoursBefore(1)),
      offer(reader.id, 'Told by its own mail', hoursBefore(4)),
      offer(reader.id, 'Too old for this digest', new Date(since.getTime() - 60_000)),
      ...Array.from({ length: NOTIFICATION_DIGEST_MAX_ITEMS + 2 }, (_, i) =>
        offer(busy.id, `Busy offer ${i}`, hoursBefore(1 + i / 10)),
      ),
      offer(quiet.id, 'Quiet offer', hoursBefore(2)),
    ]);
    await db.insert(notificationMails).values({
      userId: reader.id,
      kind: 'notification',
      topic: 'deals',
      key: `notification:${mailed!.id}`,
      notificationId: mailed!.id,
      dueAt: hoursBefore(3),
      state: 'sent',
    });
    await t.api('PUT', '/notification-preferences', {
      headers: quiet.auth,
      body: { topics: [{ topic: 'digest', email: false }] },
    });
    await t.api('POST', '/update-locale-user', { headers: reader.auth, body: { locale: 'en' } });

    await t.app.sweep();
    await t.app.sweep();
    const [digest, ...more] = await digestsOf(reader);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('You have 2 unread notifications on Wasla');
    expect(digest!.text).toContain('Lantern repair');
    expect(digest!.text).toContain('Tile cleaning');
    for (const left of ['Already read', 'Told by its own mail', 'Too old for this digest'])
      expect(digest!.text).not.toContain(left);
    expect(digest!.text.indexOf('Lantern repair')).toBeLessThan(digest!.text.indexOf('Tile cleaning'));
    expect(digest!.text).toContain('“Daily digest”');

    // The rest of a long day is counted, in the reader's language (Arabic by default).
    const [long] = await digestsOf(busy);
    expect(long!.text.match(/^• /gm)).toHaveLength(NOTIFICATION_DIGEST_MAX_ITEMS);
    expect(long!.text).toContain('…وإشعاران آخران.');

    expect(await digestsOf(quiet)).toEqual([]);
    expect(await db.select().from(notificationMails).where(eq(notificationMails.userId, quiet.id))).toEqual(
      [],
    );
  });
});
