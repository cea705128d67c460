import { SYSTEM_SENDER_SLUG } from '@wasla/shared/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationFactory } from '../../db/factories';
import { users } from '../../db/schema/accounts';
import { notifications, serviceAvailabilityWatches } from '../../db/schema/notifications';
import { offerService } from '../../test/deal-offers';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let reader: Member;
let other: Member;
let sender: Member;

const as = (member: Member, lang = 'en') => ({ ...member.auth, 'content-language': lang });
const get = (member: Member, path: string, lang = 'en') => t.api('GET', path, { headers: as(member, lang) });
const post = (member: Member, path: string, lang = 'en') =>
  t.api('POST', path, { headers: as(member, lang) });
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

beforeAll(async () => {
  t = await createTestApp();
  reader = await account(t, 'Nadia Reader');
  other = await account(t, 'Omar Other');
  sender = await account(t, 'Samir Sender');
});
afterAll(() => t?.close());

describe('notification routes', () => {
  it('are for verified accounts only', async () => {
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/latest'],
      ['POST', '/notifications/read-all'],
      ['POST', '/notifications/1/read'],
      ['POST', '/notifications/1/notify-when-available'],
    ] as const)
      expect((await t.api(method, path)).statusCode, `${method} ${path}`).toBe(401);
  });

  it("pages the reader's notifications, newest first, and shows nobody else's", async () => {
    const me = await account(t, 'Pager');
    const base = Date.UTC(2031, 0, 10, 8, 0, 0);
    await notificationFactory.many(
      t.app.database.db,
      Array.from({ length: 18 }, (_, i) => ({
        recipientId: me.id,
        data: { deal: { id: 900 + i, code: `DP${i}`, title: `Paged ${i}` } },
        createdAt: new Date(base + i * 60_000),
      })),
    );
    await notificationFactory.one(t.app.database.db, { recipientId: other.id });

    const first = (await get(me, '/notifications?per_page=10')).json();
    expect(first.error).toBe(false);
    expect(first.data.meta).toEqual({ current_page: 1, per_page: 10, total: 18, last_page: 2 });
    expect(first.data.data.map((n: { data: { deal: { title: string } } }) => n.data.deal.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Paged ${17 - i}`),
    );
    expect(first.data.data[0].date).toBe('2031-01-10 08:17:00');
    const second = (await get(me, '/notifications?page=2&per_page=10')).json().data;
    expect(second.data).toHaveLength(8);
    expect(second.data.at(-1).data.deal.title).toBe('Paged 0');
    // A page past the end is empty, not an error; nonsense paging falls back to the defaults.
    expect((await get(me, '/notifications?page=5&per_page=10')).json().data.data).toEqual([]);
    expect((await get(me, '/notifications?page=x&per_page=0')).json().data.meta.current_page).toBe(1);
  });

  it("renders one stored row in the reader's language, with $placeholders$ and the facts to link", async () => {
    const [row] = await notificationFactory.many(t.app.database.db, [
      {
        recipientId: reader.id,
        senderId: sender.id,
        data: { deal: { id: 4242, code: 'D4242', title: 'Logo for a bakery' } },
      },
    ]);
    const read = async (lang: string) =>
      ((await get(reader, '/notifications', lang)).json().data.data as { id: number }[]).find(
        (n) => n.id === row!.id,
      ) as Record<string, unknown>;

    const en = await read('en');
    expect(en).toMatchObject({
      kind: 'deal_offer_received',
      message: 'You received a new offer: “Logo for a bakery”',
      raw_message: 'You received a new offer: “$deal$”',
      data: { deal: { id: 4242, code: 'D4242', title: 'Logo for a bakery', text: 'Logo for a bakery' } },
      sender_name: 'Samir Sender',
      sender_image: null,
      read_at: null,
      link: '/deals/4242',
    });
    expect(en.date).toMatch(STAMP);
    expect(en.sender_slug).toMatch(/^samir-sender-[a-z0-9]{5}$/);

    // The same row, read by someone who switched to Arabic.
    const ar = await read('ar');
    expect(ar.message).toBe('وصلك عرض جديد: «Logo for a bakery»');
    expect(ar.raw_message).toBe('وصلك عرض جديد: «$deal$»');
    expect(ar.data).toEqual(en.data);
    expect(ar.date).toBe(en.date);
  });

  it('signs what the system did as the Wasla team, without a profile, and formats amounts per language', async () => {
    const me = await account(t, 'Money Reader');
    await notificationFactory.one(t.app.database.db, {
      recipientId: me.id,
      kind: 'withdrawal_paid',
      template: 'withdrawal_paid',
      data: { withdrawal: { id: 7 }, amount: { amount: '1250.50', currency: 'AED' } },
    });
    const [en] = (await get(me, '/notifications')).json().data.data;
    expect(en).toMatchObject({
      sender_name: 'Wasla team',
      sender_slug: SYSTEM_SENDER_SLUG,
      sender_image: null,
      raw_message: 'Your withdrawal of $amount$ was sent to your bank',
      link: '/my-wallet',
    });
    expect(en.message).toContain('1,250.50');
    expect(en.data.amount).toMatchObject({ amount: '1250.50', currency: 'AED' });
    const [ar] = (await get(me, '/notifications', 'ar')).json().data.data;
    expect(ar.sender_name).toBe('فريق وصلة');
    expect(ar.message).toContain(ar.data.amount.text);
    expect(ar.data.amount.text).not.toBe(en.data.amount.text);
  });

  it('shows a sender whose account was deleted as a deleted account, without a link', async () => {
    const me = await account(t, 'Left Behind');
    const gone = await account(t, 'Gone Sender');
    await notificationFactory.one(t.app.database.db, { recipientId: me.id, senderId: gone.id });
    await t.app.database.db
      .update(users)
      .set({ deletedAt: new Date(), slug: `deleted-${gone.id}` })
      .where(eq(users.id, gone.id));
    const [one] = (await get(me, '/notifications')).json().data.data;
    expect(one).toMatchObject({ sender_name: 'Deleted account', sender_slug: null, sender_image: null });
  });

  it("keeps the bell's red dot while anything is unread; read one, then all", async () => {
    const me = await account(t, 'Bell');
    const rows = await notificationFactory.many(
      t.app.database.db,
      Array.from({ length: 10 }, () => ({ recipientId: me.id })),
    );
    let latest = (await get(me, '/notifications/latest')).json().data;
    expect(latest).toMatchObject({ unread_count: 10, has_unread: true });
    expect(latest.data).toHaveLength(8);
    expect(latest.data[0].id).toBe(rows.at(-1)!.id);

    const one = await post(me, `/notifications/${rows[0]!.id}/read`);
    expect(one.statusCode).toBe(200);
    const readAt = one.json().data.read_at;
    expect(readAt).toMatch(STAMP);
    // Reading again changes nothing: the first reading is kept.
    expect((await post(me, `/notifications/${rows[0]!.id}/read`)).json().data.read_at).toBe(readAt);
    expect((await get(me, '/notifications/latest')).json().data.unread_count).toBe(9);

    const all = await post(me, '/notifications/read-all');
    expect(all.json().data).toEqual({ unread_count: 0 });
    latest = (await get(me, '/notifications/latest')).json().data;
    expect(latest).toMatchObject({ unread_count: 0, has_unread: false });
    expect(latest.data.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
  });

  it("answers another account's notification, or none, as missing, and leaves it unread", async () => {
    const theirs = await notificationFactory.one(t.app.database.db, { recipientId: other.id });
    for (const id of [theirs.id, theirs.id + 100_000])
      expect((await post(reader, `/notifications/${id}/read`)).statusCode).toBe(404);
    expect((await post(reader, '/notifications/2147483648/read')).statusCode).toBe(422);
    // Reading all of mine does not touch theirs.
    await post(reader, '/notifications/read-all');
    const [row] = await t.app.database.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row!.readAt).toBeNull();
  });
});

describe('notify when available', () => {
  const watches = (userId: number, serviceId: number) =>
    t.app.database.db
      .select()
      .from(serviceAvailabilityWatches)
      .where(
        and(
          eq(serviceAvailabilityWatches.userId, userId),
          eq(serviceAvailabilityWatches.serviceId, serviceId),
        ),
      );

  it("waits for a service on holiday or closed, once, and refuses one that is open, a draft, or one's own", async () => {
    for (const status of ['holiday', 'closed'] as const) {
      const service = await offerService(t, sender.id, { status });
      const res = await post(reader, `/notifications/${service.id}/notify-when-available`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        data: { service_id: service.id, watching: true },
        message: { txt: ['We will notify you when this service is available again.'] },
      });
      await post(reader, `/notifications/${service.id}/notify-when-available`);
      expect(await watches(reader.id, service.id)).toHaveLength(1);
    }

    const open = await offerService(t, sender.id);
    const refused = await post(reader, `/notifications/${open.id}/notify-when-available`, 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'service_already_available',
      message: { txt: ['هذه الخدمة متاحة الآن ويمكنك طلبها.'] },
    });
    const closed = await offerService(t, sender.id, { status: 'closed' });
    const own = await post(sender, `/notifications/${closed.id}/notify-when-available`);
    expect(own.statusCode).toBe(422);
    expect(own.json().code).toBe('watch_own_service');
    const draft = await offerService(t, sender.id, { status: 'draft' });
    expect((await post(reader, `/notifications/${draft.id}/notify-when-available`)).statusCode).toBe(404);
    expect((await post(reader, '/notifications/2147483647/notify-when-available')).statusCode).toBe(404);
  });

  it('tells each watcher once when the service opens again, from its owner', async () => {
    const service = await offerService(t, sender.id, { status: 'closed', name: 'Wedding photos' });
    const watcher = await account(t, 'Watcher');
    for (const member of [reader, watcher])
      expect((await post(member, `/notifications/${service.id}/notify-when-available`)).statusCode).toBe(200);

    const reopened = await t.api('POST', `/services/${service.id}/reopen`, {
      headers: sender.auth,
      body: {},
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    await t.app.worker.drain();

    for (const member of [reader, watcher]) {
      const list = (await get(member, '/notifications')).json().data.data as Record<string, unknown>[];
      const told = list.filter((n) => n.kind === 'service_available');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        message: '“Wedding photos” is available again',
        raw_message: '“$service$” is available again',
        data: { service: { id: service.id, slug: service.slug, name: 'Wedding photos' } },
        sender_name: 'Samir Sender',
        link: `/services/${service.slug}`,
      });
      expect(await watches(member.id, service.id)).toHaveLength(0);
    }

    // The watch is spent: closing and reopening again tells nobody twice.
    await t.api('POST', `/services/${service.id}/close`, { headers: sender.auth });
    await t.api('POST', `/services/${service.id}/reopen`, { headers: sender.auth, body: {} });
    await t.app.worker.drain();
    const list = (await get(watcher, '/notifications')).json().data.data as { kind: string }[];
    expect(list.filter((n) => n.kind === 'service_available')).toHaveLength(1);
  });
});
