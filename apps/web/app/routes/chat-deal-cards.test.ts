import { randomUUID } from 'node:crypto';
import {
  categoryPair,
  createTestApp,
  fund,
  IN_MEMORY,
  insertListedService,
  signUpVerified,
  type TestApp,
} from '@wasla/api/testing';
import { formatDateTime } from '@wasla/shared/format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { type RenderedPage, startPageRenderer } from '../test/page-renderer';
import { action as uploadJson } from './chat-data.attachments';
import { loader as dealCardJson } from './chat-data.deal-card';
import { action as sendJson } from './chat-data.send';
import { action as dealAction } from './deal-page';

/** An 8×8 PNG: enough for the API to judge and re-encode as a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4nh+IFTEMLQkAd69pwWMv1gkAAAAASUVORK5CYII=',
  'base64',
);

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

const textOf = (page: RenderedPage) =>
  page.sent
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\s\u00a0\u200e\u200f\u2066-\u2069]+/g, ' ');

/** The cards of a rendered conversation, each as the text a reader sees, oldest first. */
const cardsOf = (page: RenderedPage) =>
  [...page.sent.matchAll(/<article[^>]*data-deal-card="\d+"[\s\S]*?<\/article>/g)].map((m) =>
    textOf({ ...page, sent: m[0] }),
  );

/** The cards of one deal in a rendered conversation as a reader sees them, its newest (with the actions) first. */
const cardsOfDeal = (page: RenderedPage, dealId: number) =>
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
function argsFor(path: string, who: Member, init: RequestInit = {}, params: Record<string, string> = {}) {
  const headers = new Headers(init.headers);
  headers.set('cookie', who.cookie);
  return {
    request: new Request(`http://localhost${path}`, { ...init, headers }),
    params: { lang: 'en', ...params },
    context: inProcessContext(t),
  } as never;
}

/** A multipart body of one file, as a browser sends a form. */
function multipart(name: string, type: string, bytes: Buffer) {
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
async function sentOffer(title: string) {
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
async function pairConversation() {
  const list = await as(client, 'GET', '/conversations');
  return (list.data as { id: number; other: { id: number } }[]).find((c) => c.other.id === provider.id)!.id;
}

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

describe("a conversation's deal cards", () => {
  it('show the offer as it stands, and only the reader’s own actions on its newest card', async () => {
    const dealId = await sentOffer('A logo for my bakery');
    const conversationId = await pairConversation();

    const seen = await renderer.page(`/en/chat/${conversationId}`, provider.cookie);
    expect(seen.status).toBe(200);
    const [offer] = cardsOf(seen);
    expect(offer).toContain('New offer');
    expect(offer).toContain('A logo for my bakery');
    expect(offer).toContain('Pending');
    expect(offer).toMatch(/Total AED ?105\.25/);
    // The provider's countdown to answer, as the deal page words it.
    expect(offer).toMatch(/Approve, reject or update within \d+ days/);
    expect(offer).toContain('Approve');
    expect(offer).toContain('Reject');
    expect(offer).toContain('Open the deal');
    // The client may not approve their own offer.
    const theirs = cardsOf(await renderer.page(`/en/chat/${conversationId}`, client.cookie));
    expect(theirs[0]).toContain('Withdraw the offer');
    expect(theirs[0]).not.toContain('Approve');

    // Approved: a new card says so; the client's newest card offers to pay, the older one nothing.
    await as(provider, 'POST', `/deals/approved/${dealId}`, {});
    await t.app.worker.drain();
    const approved = await renderer.page(`/en/chat/${conversationId}`, client.cookie);
    const [first, second] = cardsOf(approved);
    expect(second).toContain('Offer approved');
    expect(second).toContain('Waiting for payment');
    expect(second).toContain('Pay within');
    expect(approved.sent).toMatch(
      new RegExp(`<a[^>]*href="/en/deals/${dealId}/payment"[^>]*>[\\s\\S]*?Pay</a>`),
    );
    expect(first).toContain('New offer');
    expect(first).not.toContain('Pay within');
    expect(first).not.toContain('Cancel the deal');
  });

  it('in Arabic, right to left, with the card in the reader’s words', async () => {
    const conversationId = await pairConversation();
    const page = await renderer.page(`/ar/chat/${conversationId}`, provider.cookie);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const cards = cardsOf(page);
    expect(cards[0]).toContain('عرض جديد');
    expect(cards.at(-1)).toContain('تمت الموافقة على العرض');
  });

  it('put the delivery’s answer and the rating prompt on the cards of a paid deal', async () => {
    // Each step's cards delivered before the next: a deal's later card waits for its earlier ones.
    const dealId = await sentOffer('Business cards');
    await as(provider, 'POST', `/deals/approved/${dealId}`, {});
    await t.app.worker.drain();
    await fund(t, client.id, 105_25n);
    await as(client, 'POST', `/deals/pay/${dealId}`, {}, randomUUID());
    await t.app.worker.drain();
    const delivery = await as(provider, 'POST', `/deals/delivery/generate-id/${dealId}`, {}, randomUUID());
    await as(provider, 'POST', `/deals/delivery/save-draft/${delivery.id}`, {
      description: 'Two sides, print-ready PDF.',
    });
    await as(provider, 'POST', `/deals/deliver/${delivery.id}`, {});
    await t.app.worker.drain();
    const conversationId = await pairConversation();

    const delivered = cardsOf(await renderer.page(`/en/chat/${conversationId}`, client.cookie));
    const last = delivered.at(-1)!;
    expect(last).toContain('Work delivered');
    expect(last).toContain('Business cards');
    expect(last).toContain('Accept the delivery');
    expect(last).toContain('Reject the delivery');

    await as(client, 'POST', `/deals/delivery/accept/${delivery.id}`, {}, randomUUID());
    await t.app.worker.drain();
    const completed = cardsOf(await renderer.page(`/en/chat/${conversationId}`, provider.cookie));
    const rating = completed.at(-1)!;
    expect(rating).toContain('Rate this deal');
    expect(rating).toContain('Completed');
    expect(rating).toContain('Write a review');

    const card = await dealCardJson(
      argsFor(`/en/chat-data/deal-cards/${dealId}?reviews=1`, provider, {}, { dealId: String(dealId) }),
    );
    expect(card.status).toBe(200);
    expect(await card.json()).toMatchObject({
      deal: { id: dealId, stage: 'completed' },
      reviews: { mine: null, theirs: null },
    });
  });

  it('post their actions to the deal page’s action, whose refusal comes in the reader’s words', async () => {
    const dealId = await sentOffer('Shop sign');
    // The offer's three days are over; the timer that lapses it has not run yet.
    await t.app.database.db.execute(
      sql`update deals set offer_expires_at = now() - interval '1 minute' where id = ${dealId}`,
    );
    const approve = (lang: string) => {
      const form = new FormData();
      form.set('intent', 'approve');
      return dealAction({
        ...(argsFor(
          `/${lang}/deals/${dealId}`,
          provider,
          { method: 'POST', body: form },
          {
            id: String(dealId),
          },
        ) as object),
        params: { lang, id: String(dealId) },
      } as never);
    };
    const refused = (await approve('ar')) as unknown as { data: { ok: boolean; errors: { form: string[] } } };
    expect(refused.data.ok).toBe(false);
    expect(refused.data.errors.form).toEqual(['انتهت المهلة المحددة لاتخاذ الإجراء المطلوب.']);
    const english = (await approve('en')) as unknown as { data: { errors: { form: string[] } } };
    expect(english.data.errors.form).toEqual(['The deadline for taking the required action has passed.']);
    const card = await dealCardJson(
      argsFor(`/en/chat-data/deal-cards/${dealId}`, provider, {}, { dealId: String(dealId) }),
    );
    expect((await card.json()).deal.stage).toBe('pending');
  });

  it('answer a deal card to its parties only: anyone else gets the 404 of a missing deal', async () => {
    const dealId = await sentOffer('Menu boards');
    const read = (who: Member) =>
      dealCardJson(argsFor(`/en/chat-data/deal-cards/${dealId}`, who, {}, { dealId: String(dealId) }));
    const mine = await read(provider);
    expect(mine.status).toBe(200);
    const body = await mine.json();
    expect(body.deal.actions).toEqual(expect.arrayContaining(['approve', 'reject']));
    expect(body.reviews).toBeNull();
    expect((await read(stranger)).status).toBe(404);
  });
});

/** A deal of the client's on the provider's service, paid, delivered and accepted: completed. */
async function completedDeal(title: string) {
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

describe('messages about a deal', () => {
  /** The page's send route, as `who` in `lang`. */
  const sendAs = (who: Member, lang: string, body: Record<string, unknown>) =>
    sendJson(
      argsFor(
        `/${lang}/chat-data/messages`,
        who,
        {
          method: 'POST',
          body: JSON.stringify({ client_id: randomUUID(), ...body }),
          headers: { 'content-type': 'application/json' },
        },
        { lang },
      ),
    );

  it('go with the deal’s id from the page, show “About” it in the bubble, and are refused in the reader’s words once its chat closed', async () => {
    const dealId = await completedDeal('Kitchen menu');
    const conversationId = await pairConversation();

    // Completed: its chat stays open for a while, and its newest card (only) offers to reply about it.
    const open = await renderer.page(`/en/chat/${conversationId}`, client.cookie);
    const [newest, ...older] = cardsOfDeal(open, dealId);
    expect(newest).toContain('Completed');
    expect(newest).toContain('Reply about this deal');
    expect(older.length).toBeGreaterThan(0);
    expect(older.join(' ')).not.toContain('Reply about this deal');

    const sent = await sendAs(client, 'en', {
      conversation_id: conversationId,
      body: 'Could the menu have a dark version too?',
      deal_id: dealId,
    });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      ok: true,
      message: { about_deal_id: dealId, body: 'Could the menu have a dark version too?' },
    });

    // The other member reads it under a link to the deal, named by its title, in their language.
    const aboutLink = (page: RenderedPage) => {
      const found = page.sent.match(new RegExp(`<a([^>]*data-about-deal="${dealId}"[^>]*)>([\\s\\S]*?)</a>`));
      return { attributes: found?.[1] ?? '', text: textOf({ ...page, sent: found?.[2] ?? '' }).trim() };
    };
    const seen = aboutLink(await renderer.page(`/en/chat/${conversationId}`, provider.cookie));
    expect(seen.attributes).toContain(`href="/en/deals/${dealId}"`);
    expect(seen.text).toBe('About: Kitchen menu');
    const arabic = aboutLink(await renderer.page(`/ar/chat/${conversationId}`, provider.cookie));
    expect(arabic.attributes).toContain(`href="/ar/deals/${dealId}"`);
    expect(arabic.text).toBe('بخصوص: Kitchen menu');

    // The window ends: the card says when, in the reader's language, and offers no reply.
    const { rows } = await t.app.database.db.execute<{ chat_open_until: Date | string }>(
      sql`update deals set chat_open_until = date_trunc('minute', now()) - interval '2 hours'
          where id = ${dealId} returning chat_open_until`,
    );
    const closedAt = new Date(rows[0]!.chat_open_until).toISOString();
    const [after] = cardsOfDeal(await renderer.page(`/en/chat/${conversationId}`, client.cookie), dealId);
    expect(after).not.toContain('Reply about this deal');
    expect(after).toContain(`The chat about this deal closed on ${formatDateTime(closedAt, 'en')}`);
    const [afterAr] = cardsOfDeal(await renderer.page(`/ar/chat/${conversationId}`, client.cookie), dealId);
    // Read as the page's text is: direction marks and spaces as one space.
    const arabicDate = formatDateTime(closedAt, 'ar').replace(/[\s\u00a0\u200e\u200f]+/g, ' ');
    expect(afterAr).toContain(`أُغلقت المحادثة حول هذه الصفقة في ${arabicDate}`);

    // A message about it now is refused with the API's words in the reader's language.
    for (const [lang, text] of [
      ['en', 'The chat about this deal has closed'],
      ['ar', 'أُغلقت المحادثة حول هذه الصفقة'],
    ] as const) {
      const late = await sendAs(client, lang, {
        conversation_id: conversationId,
        body: 'One more?',
        deal_id: dealId,
      });
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({ ok: false, status: 409, code: 'chat_deal_closed', text });
    }
    // The pair's conversation itself stays open.
    const plain = await sendAs(client, 'en', { conversation_id: conversationId, body: 'Thanks again!' });
    expect(plain.status).toBe(200);
    expect((await plain.json()).message.about_deal_id).toBeNull();
  });

  it('are about the pair’s own deals only, and take nothing but a deal id', async () => {
    const dealId = await sentOffer('Window stickers');
    // Someone else writing to the client about the pair's deal: a missing deal.
    const foreign = await sendAs(stranger, 'en', {
      receiver_id: client.id,
      body: 'About yours',
      deal_id: dealId,
    });
    expect(foreign.status).toBe(404);
    for (const bad of ['abc', 0, -3, 1.5, true]) {
      const refused = await sendAs(client, 'en', {
        conversation_id: await pairConversation(),
        body: 'x',
        deal_id: bad,
      });
      expect(refused.status).toBe(400);
    }
  });
});

describe("the composer's files", () => {
  it('wait for the conversation: a first message to an account offers no files yet, and says why', async () => {
    const page = await renderer.page(`/en/chat?to=${provider.id}`, stranger.cookie);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/<button[^>]*aria-label="Attach files"[^>]*aria-disabled="true"/);
    expect(textOf(page)).toContain(
      'Files can be attached once your first message has started the conversation.',
    );
    const open = await renderer.page(`/en/chat/${await pairConversation()}`, client.cookie);
    expect(open.sent).not.toMatch(/aria-label="Attach files"[^>]*aria-disabled="true"/);
    expect(textOf(open)).toContain('up to 10 MB each and 5 per message');
  });

  it('go up through the page, are refused in the reader’s words, come off again, and go with a message', async () => {
    const conversationId = await pairConversation();
    const path = `/en/chat-data/${conversationId}/attachments`;
    const upload = (who: Member, form: ReturnType<typeof multipart>, query = '') =>
      uploadJson(
        argsFor(`${path}${query}`, who, { method: 'POST', ...form, duplex: 'half' } as RequestInit, {
          id: String(conversationId),
        }),
      );

    const picture = await upload(client, multipart('sketch.png', 'image/png', PNG));
    expect(picture.status).toBe(200);
    const kept = await picture.json();
    expect(kept).toMatchObject({ ok: true, files: [{ kind: 'image', name: 'sketch.png' }], rejected: [] });

    const text = await upload(client, multipart('notes.txt', 'text/plain', Buffer.from('just words')));
    expect(await text.json()).toMatchObject({
      ok: true,
      files: [],
      rejected: [{ name: 'notes.txt', message: expect.stringMatching(/^Only pictures/) }],
    });

    // Someone else's conversation is missing, for uploads as for everything.
    expect((await upload(stranger, multipart('x.png', 'image/png', PNG))).status).toBe(404);

    // A second picture taken off before sending: the API forgets it.
    const other = await (await upload(client, multipart('other.png', 'image/png', PNG))).json();
    const removed = await upload(
      client,
      multipart('x', 'text/plain', Buffer.alloc(0)),
      `?remove=${other.files[0].id}`,
    );
    expect(await removed.json()).toEqual({ ok: true });
    const gone = await t.api('GET', `/conversations/${conversationId}/attachments/${other.files[0].id}`, {
      headers: client.auth,
    });
    expect(gone.statusCode).toBe(404);

    const sent = await sendJson(
      argsFor('/en/chat-data/messages', client, {
        method: 'POST',
        body: JSON.stringify({
          conversation_id: conversationId,
          body: '',
          client_id: randomUUID(),
          attachment_ids: [kept.files[0].id],
        }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      ok: true,
      message: { body: '', attachments: [{ id: kept.files[0].id, kind: 'image' }] },
    });
    // The other member sees the picture in the conversation, through the page's own address.
    const page = await renderer.page(`/en/chat/${conversationId}`, provider.cookie);
    expect(page.sent).toContain(`src="/en/chat/${conversationId}/files/${kept.files[0].id}"`);

    // Ids that are not ids are refused before the API is asked.
    const bad = await sendJson(
      argsFor('/en/chat-data/messages', client, {
        method: 'POST',
        body: JSON.stringify({
          conversation_id: conversationId,
          body: 'x',
          client_id: randomUUID(),
          attachment_ids: ['abc'],
        }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(bad.status).toBe(400);
  });
});
