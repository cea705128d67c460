import {
  categoryPair,
  createTestApp,
  fund,
  IN_MEMORY,
  insertListedService,
  type TestApp,
} from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
type Member = PageMember;
let client: Member;
let provider: Member;
let stranger: Member;
let serviceId: number;

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

/** The page's text as a person reads it: no tags, one kind of space. */
const textOf = pageText;

beforeAll(async () => {
  // A whole deal's life per test, all from one address: more calls than one visitor's limit.
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

  it('add-deal on a requested service: the provider sends an offer with a price of their own', async () => {
    const { mainId, subId } = await categoryPair(t);
    const request = await insertListedService(t, {
      userId: client.id,
      type: 'requested',
      names: { en: 'Need a shop sign' },
      mainCategoryId: mainId,
      categoryId: subId,
      prices: [250_00],
    });
    const page = await renderer.page(`/en/deals/add-deal?service_id=${request.id}`, provider.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('Send an offer');
    expect(text).toContain('Your offer for the request Need a shop sign');
    expect(text).toContain('Your price (AED)');
    expect(text).toContain('Individual price');
    expect(page.sent).toMatch(/<input[^>]*value="250.00"/);
    // Its page offers the same form: "Send an offer", where a provided service says "Order this service".
    const servicePage = await renderer.page(`/en/services/${request.slug}`, provider.cookie);
    expect(servicePage.sent).toMatch(
      new RegExp(`<a[^>]*href="/en/deals/add-deal\\?service_id=${request.id}"[^>]*>Send an offer</a>`),
    );
  });

  it('add-deal on my own service says so instead of a form', async () => {
    const page = await renderer.page(`/en/deals/add-deal?service_id=${serviceId}`, provider.cookie);
    expect(page.status).toBe(200);
    expect(textOf(page)).toContain('This is your own service');
  });

  it('preview: a draft as the provider will read it, with send and edit; the edit form keeps its terms', async () => {
    const draft = await as(
      client,
      'POST',
      '/deals/generate-deal-id',
      { service_id: serviceId },
      crypto.randomUUID(),
    );
    await as(client, 'POST', `/deals/save-draft/${draft.id}`, {
      title: 'A sign for my shop',
      description: 'A wooden sign with the shop name carved and painted in gold.',
      budget_type: 'premium',
    });
    const preview = textOf(await renderer.page(`/en/deals/${draft.id}/preview`, client.cookie));
    expect(preview).toContain('Preview of your offer');
    expect(preview).toContain('A sign for my shop');
    expect(preview).toContain('Send the offer');
    expect(preview).toContain('Edit');
    const edit = await renderer.page(`/en/deals/${draft.id}/edit`, client.cookie);
    expect(edit.status).toBe(200);
    expect(edit.sent).toMatch(/<input[^>]*value="A sign for my shop"/);
    expect(textOf(edit)).toContain('Delete draft');
    // The provider has nothing to preview or edit of someone else's draft.
    expect((await renderer.page(`/en/deals/${draft.id}/preview`, provider.cookie)).status).toBe(404);
    expect((await renderer.page(`/en/deals/${draft.id}/edit`, provider.cookie)).status).toBe(404);
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

  it('a counter-offer shows both offers side by side, and the sender’s three answers', async () => {
    const id = await sentOffer();
    await as(provider, 'POST', `/deals/${id}/update-offer`, {
      description: 'Two rounds of changes, delivered as SVG and PNG.',
      budget_type: 'premium',
      estimated_time: 7,
      estimated_unit: 'day',
      extra_option_ids: [],
    });
    const text = textOf(await renderer.page(`/en/deals/${id}`, client.cookie));
    expect(text).toContain('Updated offer');
    expect(text).toMatch(/Budget type Basic Premium/);
    expect(text).toMatch(/Service price AED 100\.00 AED 300\.00/);
    for (const answer of [
      'Approve the updated offer',
      'Reject the updated offer',
      'Dismiss and keep my offer',
    ])
      expect(text).toContain(answer);
    expect(textOf(await renderer.page(`/en/deals/${id}`, provider.cookie))).not.toContain(
      'Approve the updated offer',
    );
  });

  it('is the 404 page to a third account, and for an id that is not a deal', async () => {
    const id = await sentOffer();
    const refused = await renderer.page(`/en/deals/${id}`, stranger.cookie);
    expect(refused.status).toBe(404);
    // Titled as the error page it is: the deal pages' own words never came with a failed loader.
    expect(refused.sent.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Page not found | Wasla</title>']);
    expect(textOf(refused)).not.toMatch(/deals\.\w+/);
    expect((await renderer.page('/en/deals/abc', client.cookie)).status).toBe(404);
    expect((await renderer.page('/en/deals/99999999999', client.cookie)).status).toBe(404);
  });
});

/** An offer approved by the provider and paid by the client from a funded wallet. */
async function paidDeal() {
  const id = await sentOffer();
  await as(provider, 'POST', `/deals/approved/${id}`, {});
  await fund(t, client.id, 500_00n);
  await as(client, 'POST', `/deals/pay/${id}`, {}, crypto.randomUUID());
  return id;
}

describe('paying, delivering and the invoice', () => {
  it('payment: the AED total from the wallet and what the wallet holds', async () => {
    const id = await sentOffer();
    await as(provider, 'POST', `/deals/approved/${id}`, {});
    const page = await renderer.page(`/en/deals/${id}/payment`, client.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toMatch(/Pay AED [\d,.]+ from my wallet/);
    expect(text).toContain('Available in your wallet: AED');
    // The provider does not pay: the page is not theirs.
    expect((await renderer.page(`/en/deals/${id}/payment`, provider.cookie)).status).toBe(404);
  });

  it('a paid deal: its payment page says so, the provider delivers "delivery 1 of 3", the invoice prints', async () => {
    const id = await paidDeal();
    expect(textOf(await renderer.page(`/en/deals/${id}/payment`, client.cookie))).toContain(
      'Payment successful',
    );
    const add = textOf(await renderer.page(`/en/deals/${id}/add-delivers`, provider.cookie));
    expect(add).toContain('Delivery 1 of 3');
    expect(add).toContain('What you deliver');
    const client_ = textOf(await renderer.page(`/en/deals/${id}/add-delivers`, client.cookie));
    expect(client_).toContain('No delivery can be sent now');
    const invoice = await renderer.page(`/en/deals/${id}/invoice`, client.cookie);
    expect(invoice.status).toBe(200);
    expect(textOf(invoice)).toContain('Provider (seller) Omar Provider');
    expect(invoice.sent).toContain('@media print');
    expect((await renderer.page(`/en/deals/${id}/invoice`, stranger.cookie)).status).toBe(404);
  });

  it('implementation: a rejected delivery says so with its reason, the latest waits for the client', async () => {
    const id = await paidDeal();
    const first = await as(provider, 'POST', `/deals/delivery/generate-id/${id}`, {}, crypto.randomUUID());
    await as(provider, 'POST', `/deals/delivery/save-draft/${first.id}`, {
      description: 'The first sketches, in PDF.',
    });
    await as(provider, 'POST', `/deals/deliver/${first.id}`, {});
    await as(client, 'POST', `/deals/delivery/reject/${first.id}`, {
      reason: 'incomplete',
      comment: 'Only one colour.',
    });
    const second = await as(provider, 'POST', `/deals/delivery/generate-id/${id}`, {}, crypto.randomUUID());
    await as(provider, 'POST', `/deals/delivery/save-draft/${second.id}`, {
      description: 'Both colours now.',
    });
    await as(provider, 'POST', `/deals/deliver/${second.id}`, {});
    const text = textOf(await renderer.page(`/en/deals/${id}/implementation`, client.cookie));
    expect(text).toContain('2 of 3 deliveries sent');
    expect(text).toContain('Deal delivery rejected It is incomplete Only one colour.');
    expect(text).toContain('Accept the delivery');
    expect(text).toMatch(/Accept or reject the delivery within 2 days 23 hours/);
    expect(textOf(await renderer.page(`/en/deals/${id}/implementation`, provider.cookie))).not.toContain(
      'Accept the delivery',
    );
  });
});

describe('a dispute', () => {
  it('a delivered deal offers a dispute; once opened, both sides read it and wait for the team', async () => {
    const id = await paidDeal();
    const delivery = await as(provider, 'POST', `/deals/delivery/generate-id/${id}`, {}, crypto.randomUUID());
    await as(provider, 'POST', `/deals/delivery/save-draft/${delivery.id}`, {
      description: 'All the files.',
    });
    await as(provider, 'POST', `/deals/deliver/${delivery.id}`, {});
    expect(textOf(await renderer.page(`/en/deals/${id}`, client.cookie))).toContain('Open a dispute');
    await as(client, 'POST', `/deals/${id}/dispute`, {
      reason: 'The logo is not round and the colours are wrong.',
      evidence: 'Compare with the brief.',
    });
    for (const who of [client, provider]) {
      const text = textOf(await renderer.page(`/en/deals/${id}`, who.cookie));
      expect(text).toContain('Dispute Opened by Nora Client');
      expect(text).toContain('The logo is not round and the colours are wrong.');
      expect(text).toContain('The payment stays held while the support team looks at the deal.');
      expect(text).toContain('In dispute');
    }
  });
});

describe('my deals', () => {
  it('lists the sent and received deals with their status, total and other party', async () => {
    const id = await sentOffer();
    const sent = textOf(await renderer.page('/en/my-deals/sent', client.cookie));
    expect(sent).toContain('A logo for my bakery');
    expect(sent).toContain('Omar Provider');
    const received = await renderer.page('/en/my-deals/received', provider.cookie);
    expect(received.sent).toContain(`href="/en/deals/${id}"`);
    expect(textOf(received)).toContain('Nora Client');
  });

  it('says when a start date is after the end, and shows an empty state per tab', async () => {
    const page = textOf(
      await renderer.page('/en/my-deals/sent?from=2026-05-10&to=2026-05-01', client.cookie),
    );
    expect(page).toContain('The start date cannot be after the end date.');
    expect(textOf(await renderer.page('/en/my-deals/favored', stranger.cookie))).toContain(
      'No favourite deals',
    );
    expect(textOf(await renderer.page('/en/my-deals/received', stranger.cookie))).toContain(
      'No offers received yet',
    );
    expect(textOf(await renderer.page('/en/my-deals/sent?code=NOPE', client.cookie))).toContain(
      'No deals match these filters',
    );
  });

  it('/deals is the same list, /my-deals opens the first tab, an unknown tab is not found', async () => {
    await sentOffer();
    const all = await renderer.page('/en/deals?type=sent', client.cookie);
    expect(all.status).toBe(200);
    expect(textOf(all)).toContain('A logo for my bakery');
    expect((await renderer.page('/en/my-deals', client.cookie)).status).toBe(302);
    expect((await renderer.page('/en/my-deals/archived', client.cookie)).status).toBe(404);
  });
});
