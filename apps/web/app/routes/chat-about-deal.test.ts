import { randomUUID } from 'node:crypto';
import type { TestApp } from '@wasla/api/testing';
import { formatDateTime } from '@wasla/shared/format';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  argsFor,
  cardsOfDeal,
  chatCardsWorld,
  completedDeal,
  type Member,
  pairConversation,
  sentOffer,
  textOf,
} from '../test/chat-cards-world';
import type { RenderedPage } from '../test/page-renderer';
import { action as sendJson } from './chat-data.send';

const world = chatCardsWorld();
let t: TestApp;
let renderer: ReturnType<typeof world>['renderer'];
let client: Member;
let provider: Member;
let stranger: Member;
beforeAll(() => {
  ({ t, renderer, client, provider, stranger } = world());
});

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
