import { randomUUID } from 'node:crypto';
import { fund, type TestApp } from '@wasla/api/testing';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  argsFor,
  as,
  cardsOf,
  chatCardsWorld,
  type Member,
  multipart,
  PNG,
  pairConversation,
  sentOffer,
  textOf,
} from '../test/chat-cards-world';
import { action as uploadJson } from './chat-data.attachments';
import { loader as dealCardJson } from './chat-data.deal-card';
import { action as sendJson } from './chat-data.send';
import { action as dealAction } from './deal-page';

const world = chatCardsWorld();
let t: TestApp;
let renderer: ReturnType<typeof world>['renderer'];
let client: Member;
let provider: Member;
let stranger: Member;
beforeAll(() => {
  ({ t, renderer, client, provider, stranger } = world());
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
