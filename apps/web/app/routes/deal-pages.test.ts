import {
  categoryPair,
  createTestApp,
  IN_MEMORY,
  insertListedService,
  signUpVerified,
  type TestApp,
} from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderedPage, startPageRenderer } from '../test/page-renderer';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
type Member = Awaited<ReturnType<typeof signUpVerified>> & { id: number; cookie: string };
let client: Member;
let provider: Member;
let stranger: Member;
let serviceId: number;

async function member(name: string): Promise<Member> {
  const made = await signUpVerified(t, name);
  const me = await t.api('GET', '/user-information', { headers: made.auth });
  return { ...made, id: me.json().data.id, cookie: `wasla_at=${encodeURIComponent(made.token)}` };
}

/** A call of the API as `who`, its data, failing the test on anything but success. */
async function as(who: Member, method: string, url: string, body?: unknown, key?: string) {
  const res = await t.api(method as 'POST', url, {
    headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
    ...(body === undefined ? {} : { body }),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data;
}

/** The page's text as a person reads it: no tags, one kind of space. */
const textOf = (page: RenderedPage) =>
  page.sent
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\s\u00a0\u200e\u200f\u2066-\u2069]+/g, ' ');

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY });
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

/** A sent offer of the client on the provider's service: the basic plan, five days. */
async function sentOffer() {
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
  return draft.id as number;
}

describe('the offer form', () => {
  it('add-deal: the plans with their prices, the estimated time, the summary of the platform rates', async () => {
    const page = await renderer.page(`/en/deals/add-deal?service_id=${serviceId}`, client.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('Order this service');
    expect(text).toContain('Basic AED 100.00');
    expect(text).toContain('Premium AED 300.00');
    expect(text).toContain('Project name');
    expect(text).toContain('Summary');
  });

  it('add-deal in Arabic: right to left', async () => {
    const page = await renderer.page(`/ar/deals/add-deal?service_id=${serviceId}`, client.cookie);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    expect(textOf(page)).toContain('اطلب هذه الخدمة');
  });

  it('add-deal on my own service says so instead of a form', async () => {
    const page = await renderer.page(`/en/deals/add-deal?service_id=${serviceId}`, provider.cookie);
    expect(page.status).toBe(200);
    expect(textOf(page)).toContain('This is your own service');
  });

  it('sends a guest to log in, and answers 404 for a service that is not there', async () => {
    expect((await renderer.page(`/en/deals/add-deal?service_id=${serviceId}`)).status).toBe(302);
    expect((await renderer.page('/en/deals/add-deal?service_id=99999999', client.cookie)).status).toBe(404);
    expect((await renderer.page('/en/deals/add-deal', client.cookie)).status).toBe(404);
  });
});

describe('the deal page', () => {
  it('shows the receiver the offer with its countdown and the answers open to them', async () => {
    const id = await sentOffer();
    const page = await renderer.page(`/en/deals/${id}`, provider.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('A logo for my bakery');
    expect(text).toContain('Waiting for approval');
    expect(text).toMatch(/Approve, reject or update within 2 days 23 hours/);
    expect(text).toContain('Approve');
    expect(text).toContain('Send an updated offer');
    expect(text).toContain('Nora Client');
  });

  it('shows the sender the same offer with the other side’s clock', async () => {
    const id = await sentOffer();
    const text = textOf(await renderer.page(`/en/deals/${id}`, client.cookie));
    expect(text).toMatch(/The other side has 2 days 23 hours to answer/);
    expect(text).toContain('Withdraw the offer');
  });

  it('is the 404 page to a third account, and for an id that is not a deal', async () => {
    const id = await sentOffer();
    expect((await renderer.page(`/en/deals/${id}`, stranger.cookie)).status).toBe(404);
    expect((await renderer.page('/en/deals/abc', client.cookie)).status).toBe(404);
    expect((await renderer.page('/en/deals/99999999999', client.cookie)).status).toBe(404);
  });
});
