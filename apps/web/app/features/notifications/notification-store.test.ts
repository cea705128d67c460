import type { Notification } from '@wasla/shared/contracts/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearNotifications,
  notificationsSnapshot as current,
  markAllNotificationsRead,
  markNotificationRead,
  notificationArrived,
  refreshNotifications,
  resetNotificationsForTest,
  showNotificationsFor,
} from './notification-store';

const item = (id: number, read = false): Notification => ({
  id,
  kind: 'deal_offer_received',
  message: `Offer ${id}`,
  raw_message: `Offer ${id}`,
  data: {},
  date: '2026-03-14 15:05:00',
  sender_name: 'Nora',
  sender_image: null,
  sender_slug: 'nora-ab12c',
  read_at: read ? '2026-03-14 15:06:00' : null,
  link: `/deals/${id}`,
});

type Call = { url: string; method: string; body?: unknown };
let calls: Call[];
let answer: (call: Call) => Response | Promise<Response>;

const json = (body: unknown, status = 200) => Response.json(body, { status });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  calls = [];
  answer = () => json({ data: [item(1), item(2, true)], unread_count: 1, has_unread: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetNotificationsForTest();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the bell’s loading rules (SPEC.md section 4)', () => {
  it('reads once when the header shows for an account, not again for the same account', async () => {
    showNotificationsFor(5, 'en');
    expect(current().status).toBe('loading');
    showNotificationsFor(5, 'en');
    await settle();
    expect(calls.map((c) => c.url)).toEqual(['/en/notifications-data/latest']);
    expect(current()).toMatchObject({ status: 'ready', unread: 1, userId: 5 });
    expect(current().items.map((n) => n.id)).toEqual([1, 2]);
  });

  it('reads again on sign-in as another account, and in another language', async () => {
    showNotificationsFor(5, 'en');
    await settle();
    showNotificationsFor(6, 'en');
    expect(current()).toMatchObject({ userId: 6, status: 'loading', items: [] });
    await settle();
    showNotificationsFor(6, 'ar');
    await settle();
    expect(calls.map((c) => c.url)).toEqual([
      '/en/notifications-data/latest',
      '/en/notifications-data/latest',
      '/ar/notifications-data/latest',
    ]);
  });

  it('forgets everything on sign-out, even an answer still on its way', async () => {
    let release: (res: Response) => void = () => undefined;
    answer = () => new Promise((resolve) => (release = resolve));
    showNotificationsFor(5, 'en');
    clearNotifications();
    release(json({ data: [item(1)], unread_count: 1, has_unread: true }));
    await settle();
    expect(current()).toMatchObject({ userId: null, items: [], unread: 0, status: 'idle' });
  });

  it('reads again when told a new one was stored, and when asked (the menu opening)', async () => {
    showNotificationsFor(5, 'en');
    await settle();
    answer = () => json({ data: [item(3), item(1), item(2, true)], unread_count: 2, has_unread: true });
    notificationArrived();
    await settle();
    expect(current().unread).toBe(2);
    await refreshNotifications();
    expect(calls).toHaveLength(3);
  });

  it('keeps the list when a read fails, and only logs it (SPEC.md section 8)', async () => {
    showNotificationsFor(5, 'en');
    await settle();
    answer = () => json({ error: true }, 500);
    await refreshNotifications();
    expect(current()).toMatchObject({ status: 'ready', unread: 1, fetching: false });
    expect(current().items).toHaveLength(2);
    expect(console.error).toHaveBeenCalled();
  });

  it('ends the first loading state even when the first read fails', async () => {
    answer = () => {
      throw new TypeError('offline');
    };
    showNotificationsFor(5, 'en');
    await settle();
    expect(current()).toMatchObject({ status: 'ready', items: [], fetching: false });
  });
});

describe('marking read', () => {
  it('marks one read with the server’s count, and all of them', async () => {
    showNotificationsFor(5, 'en');
    await settle();
    answer = () => json({ unread_count: 0 });
    await markNotificationRead(1);
    expect(calls.at(-1)).toMatchObject({
      url: '/en/notifications-data/read',
      method: 'POST',
      body: { id: 1 },
    });
    expect(current().items[0]!.read_at).not.toBeNull();
    expect(current().unread).toBe(0);
    await markAllNotificationsRead();
    expect(calls.at(-1)).toMatchObject({ body: { all: true } });
  });

  it('leaves the list as it was when the mark fails', async () => {
    showNotificationsFor(5, 'en');
    await settle();
    answer = () => json({ error: true }, 404);
    await markNotificationRead(1);
    expect(current().items[0]!.read_at).toBeNull();
    expect(current().unread).toBe(1);
  });
});
