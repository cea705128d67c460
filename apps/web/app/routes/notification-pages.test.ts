import {
  categoryPair,
  createTestApp,
  IN_MEMORY,
  insertListedService,
  type TestApp,
} from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDiscoveryIntent } from '../features/discovery/discovery-actions.server';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { action as pageAction } from './notifications';
import { loader as latest } from './notifications-data.latest';
import { action as read } from './notifications-data.read';

let t: TestApp;
let context: AppLoadContext;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
type Member = PageMember;
let client: Member;
let provider: Member;
let stranger: Member;
let serviceId: number;
let dealId: number;

const member = (name: string) => pageMember(t, name);

/** A call of the API as `who`, its data, failing the test on anything but success. */
async function as(who: Member, method: string, url: string, body?: unknown, key?: string) {
  const res = await t.api(method as 'POST', url, {
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

/** A route's loader or action as React Router calls it for `who` (a guest without), in `lang`. */
async function call(
  route: (args: never) => unknown,
  who: Member | null,
  path: string,
  init: { method?: string; json?: unknown; form?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = who ? { cookie: who.cookie } : {};
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body:
      init.json !== undefined
        ? JSON.stringify(init.json)
        : init.form
          ? new URLSearchParams(init.form)
          : undefined,
  });
  const lang = path.split('/')[1];
  try {
    return await route({ request, params: { lang }, context } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The page's text as a person reads it: no tags, one kind of space. */
const textOf = pageText;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  context = inProcessContext(t);
  renderer = await startPageRenderer(t);
  [client, provider, stranger] = await Promise.all([
    member('Nora Client'),
    member('Omar Provider'),
    member('Sami Stranger'),
  ]);
  const { mainId, subId } = await categoryPair(t);
  const service = await insertListedService(t, {
    userId: provider.id,
    names: { en: 'Logo design', ar: 'تصميم شعار' },
    mainCategoryId: mainId,
    categoryId: subId,
    prices: [100_00, 200_00, 300_00],
  });
  serviceId = service.id;
  // The client sends an offer on the provider's service; the worker tells the provider.
  const draft = await as(
    client,
    'POST',
    '/deals/generate-deal-id',
    { service_id: serviceId },
    crypto.randomUUID(),
  );
  await as(client, 'PUT', `/deals/${draft.id}`, {
    title: 'A logo for my bakery',
    description: 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
    budget_type: 'basic',
    estimated_time: 5,
    estimated_unit: 'day',
    extra_option_ids: [],
  });
  dealId = draft.id;
  await t.app.worker.drain();
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the notifications page', () => {
  it('lists the new offer in English: the client as sender, the deal as a link, unread', async () => {
    const page = await renderer.page('/en/notifications', provider.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('Notifications');
    expect(text).toContain('Nora Client');
    expect(text).toContain('You received a new offer: “ A logo for my bakery ”');
    expect(text).toContain('1 unread');
    expect(text).toContain('Mark all as read');
    expect(text).toContain('Unread:');
    expect(page.sent).toMatch(
      new RegExp(`<a[^>]*href="/en/deals/${dealId}"[^>]*><bdi>A logo for my bakery</bdi></a>`),
    );
    // The sender's name opens their profile.
    expect(page.sent).toMatch(/<a[^>]*href="\/en\/provider\/[^"]+"[^>]*><bdi>Nora Client<\/bdi><\/a>/);
    // The page's words came with its data, and the time is 12-hour or relative: never a raw key.
    expect(text).not.toMatch(/notifications_page\./);
  });

  it('reads in Arabic, right to left, the same notification in the reader’s language', async () => {
    const page = await renderer.page('/ar/notifications', provider.cookie);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const text = textOf(page);
    expect(text).toContain('الإشعارات');
    expect(text).toContain('وصلك عرض جديد: « A logo for my bakery »');
    expect(text).toContain('إشعار واحد غير مقروء');
    expect(page.sent).toContain(`href="/ar/deals/${dealId}"`);
  });

  it('shows the empty state to an account with none', async () => {
    const page = await renderer.page('/en/notifications', stranger.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('No notifications yet');
    expect(text).toContain('Find a service');
    expect(text).not.toContain('Mark all as read');
  });

  it('sends a guest to log in', async () => {
    const page = await renderer.page('/en/notifications');
    expect(page.status).toBe(302);
  });
});

describe('the bell’s JSON routes', () => {
  it('answer the latest with the unread count, mark one read, and refuse a guest', async () => {
    const res = (await call(latest, provider, '/en/notifications-data/latest')) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body.unread_count).toBe(1);
    expect(body.data[0]).toMatchObject({
      kind: 'deal_offer_received',
      link: `/deals/${dealId}`,
      sender_name: 'Nora Client',
      read_at: null,
    });
    const guest = (await call(latest, null, '/en/notifications-data/latest')) as Response;
    expect(guest.status).toBe(401);

    // Another account's notification is a missing one, and stays unread.
    const id = body.data[0].id as number;
    const theirs = (await call(read, stranger, '/en/notifications-data/read', { json: { id } })) as Response;
    expect(theirs.status).toBe(404);
    const bad = (await call(read, provider, '/en/notifications-data/read', {
      json: { id: 'x' },
    })) as Response;
    expect(bad.status).toBe(400);

    const marked = (await call(read, provider, '/en/notifications-data/read', { json: { id } })) as Response;
    expect(marked.status).toBe(200);
    expect(await marked.json()).toMatchObject({ unread_count: 0, notification: { id } });
    const page = await renderer.page('/en/notifications', provider.cookie);
    expect(textOf(page)).toContain('You have read them all.');
    expect(textOf(page)).not.toContain('Mark as read');
  });

  it('mark all as read, from the bell and from the page', async () => {
    // A second offer, so there is something unread again.
    const draft = await as(
      client,
      'POST',
      '/deals/generate-deal-id',
      { service_id: serviceId },
      crypto.randomUUID(),
    );
    await as(client, 'PUT', `/deals/${draft.id}`, {
      title: 'Business cards',
      description: 'Two-sided business cards matching the new bakery logo, in brown and gold.',
      budget_type: 'basic',
      estimated_time: 5,
      estimated_unit: 'day',
      extra_option_ids: [],
    });
    await t.app.worker.drain();
    const before = await ((await call(latest, provider, '/en/notifications-data/latest')) as Response).json();
    expect(before.unread_count).toBe(1);
    const reply = await call(pageAction, provider, '/en/notifications', { form: { intent: 'read-all' } });
    expect((reply as { data: unknown }).data).toEqual({ ok: true });
    const after = (await call(read, provider, '/en/notifications-data/read', {
      json: { all: true },
    })) as Response;
    expect(await after.json()).toEqual({ unread_count: 0 });
  });
});

describe('notify me when it is available', () => {
  it('waits for a service on holiday, and refuses one that is open in the reader’s language', async () => {
    const { mainId, subId } = await categoryPair(t);
    const away = await insertListedService(t, {
      userId: provider.id,
      names: { en: 'Calligraphy', ar: 'خط عربي' },
      mainCategoryId: mainId,
      categoryId: subId,
      status: 'holiday',
    });
    const form = (id: number) => {
      const body = new URLSearchParams({ intent: 'notify', type_id: String(id) });
      return new Request('http://localhost/en/discovery-action', {
        method: 'POST',
        headers: { cookie: client.cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    };
    const args = (id: number) => ({ request: form(id), params: { lang: 'en' }, context });
    expect(await runDiscoveryIntent(args(away.id))).toEqual({
      ok: true,
      message: 'We will notify you when this service is available again.',
    });
    expect(await runDiscoveryIntent(args(serviceId))).toEqual({
      ok: false,
      message: 'This service is available now: you can order it.',
    });
  });

  it('offers the button on the page of a service on holiday, to a signed-in visitor only', async () => {
    const { mainId, subId } = await categoryPair(t);
    const away = await insertListedService(t, {
      userId: provider.id,
      names: { en: 'Sign painting', ar: 'رسم اللافتات' },
      mainCategoryId: mainId,
      categoryId: subId,
      status: 'closed',
    });
    const signedIn = await renderer.page(`/en/services/${away.slug}`, client.cookie);
    expect(textOf(signedIn)).toContain('Notify me when it is available');
    const guest = await renderer.page(`/en/services/${away.slug}`);
    expect(textOf(guest)).not.toContain('Notify me when it is available');
  });
});
