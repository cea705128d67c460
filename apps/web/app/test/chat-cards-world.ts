import { randomUUID } from 'node:crypto';
import {
  categoryPair,
  createTestApp,
  fund,
  IN_MEMORY,
  insertListedService,
  type TestApp,
} from '@wasla/api/testing';
import { afterAll, beforeAll, expect } from 'vitest';
import { inProcessContext } from './in-process-api';
import { type PageMember, pageMember, pageText } from './page-member';
import { type RenderedPage, startPageRenderer } from './page-renderer';

/**
 * The world of the chat's deal-card page tests: an API with a client, a provider with a listed
 * service and a stranger, a page renderer, and the calls those tests make of them.
 * `chatCardsWorld()` registers the hooks that build it and answers a getter for it.
 */
/** An 8×8 PNG: enough for the API to judge and re-encode as a picture. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4nh+IFTEMLQkAd69pwWMv1gkAAAAASUVORK5CYII=',
  'base64',
);

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
export type Member = PageMember;
let client: Member;
let provider: Member;
let stranger: Member;
let serviceId: number;

const member = (name: string) => pageMember(t, name);

/** A call of the API as `who`, its data, failing the test on anything but success. */
export async function as(who: Member, method: string, url: string, body?: unknown, key?: string) {
  const res = await t.api(method as 'POST', url, {
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

export const textOf = pageText;

/** The cards of a rendered conversation, each as the text a reader sees, oldest first. */
export const cardsOf = (page: RenderedPage) =>
  [...page.sent.matchAll(/<article[^>]*data-deal-card="\d+"[\s\S]*?<\/article>/g)].map((m) =>
    textOf({ ...page, sent: m[0] }),
  );

/** The cards of one deal in a rendered conversation as a reader sees them, its newest (with the actions) first. */
export const cardsOfDeal = (page: RenderedPage, dealId: number) =>
  [
    ...page.sent.matchAll(
      new RegExp(`<article[^>]*data-deal-card="${dealId}"[^>]*>[\\s\\S]*?</article>`, 'g'),
    ),
  ]
    .map((m) => ({
      latest: /^<article[^>]*data-latest="true"/.test(m[0]),
      text: textOf({ ...page, sent: m[0] }),
    }))
    .sort((a, b) => Number(b.latest) - Number(a.latest))
    .map((card) => card.text);

/** What a JSON route's loader or action gets from React Router, as `who`. */
export function argsFor(
  path: string,
  who: Member,
  init: RequestInit = {},
  params: Record<string, string> = {},
) {
  const headers = new Headers(init.headers);
  headers.set('cookie', who.cookie);
  return {
    request: new Request(`http://localhost${path}`, { ...init, headers }),
    params: { lang: 'en', ...params },
    context: inProcessContext(t),
  } as never;
}

/** A multipart body of one file, as a browser sends a form. */
export function multipart(name: string, type: string, bytes: Buffer) {
  const boundary = `----chat${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A sent offer of the client on the provider's service, its cards in their conversation. */
export async function sentOffer(title: string) {
  const draft = await as(client, 'POST', '/deals/generate-deal-id', { service_id: serviceId }, randomUUID());
  await as(client, 'PUT', `/deals/${draft.id}`, {
    title,
    description: 'A round logo with a wheat ear, in brown and gold, for signs and bags.',
    budget_type: 'basic',
    estimated_time: 5,
    estimated_unit: 'day',
    extra_option_ids: [],
  });
  await t.app.worker.drain();
  return draft.id as number;
}

/** The conversation of the client and the provider (opened by the first card). */
export async function pairConversation() {
  const list = await as(client, 'GET', '/conversations');
  return (list.data as { id: number; other: { id: number } }[]).find((c) => c.other.id === provider.id)!.id;
}

/** A deal of the client's on the provider's service, paid, delivered and accepted: completed. */
export async function completedDeal(title: string) {
  const dealId = await sentOffer(title);
  await as(provider, 'POST', `/deals/approved/${dealId}`, {});
  await t.app.worker.drain();
  await fund(t, client.id, 105_25n);
  await as(client, 'POST', `/deals/pay/${dealId}`, {}, randomUUID());
  await t.app.worker.drain();
  const delivery = await as(provider, 'POST', `/deals/delivery/generate-id/${dealId}`, {}, randomUUID());
  await as(provider, 'POST', `/deals/delivery/save-draft/${delivery.id}`, { description: 'Final files.' });
  await as(provider, 'POST', `/deals/deliver/${delivery.id}`, {});
  await t.app.worker.drain();
  await as(client, 'POST', `/deals/delivery/accept/${delivery.id}`, {}, randomUUID());
  await t.app.worker.drain();
  return dealId;
}

export function chatCardsWorld() {
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
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
  }, 180_000);
  afterAll(async () => {
    await renderer?.close();
    await t?.close();
  });

  return () => ({ t, renderer, client, provider, stranger });
}
