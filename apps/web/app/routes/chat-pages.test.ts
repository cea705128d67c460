import { randomUUID } from 'node:crypto';
import { createTestApp, IN_MEMORY, TEST_PASSWORD, type TestApp } from '@wasla/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { loader as conversationsJson } from './chat-data.conversations';
import { action as reportJson } from './chat-data.report';
import { action as sendJson } from './chat-data.send';
import { loader as unreadJson } from './chat-data.unread';
import { loader as chatFile } from './chat-file';

/** An 8×8 PNG: enough for the API to judge and re-encode as a picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGN4nh+IFTEMLQkAd69pwWMv1gkAAAAASUVORK5CYII=',
  'base64',
);

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
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
type Member = PageMember;
let nora: Member;
let omar: Member;
let sami: Member;
let noraAndOmar: number;

const member = (name: string) => pageMember(t, name);

/** A message from `from` through the API; answers the conversation's id. */
async function send(from: Member, to: { receiver_id: number } | { conversation_id: number }, body: string) {
  const res = await t.api('POST', '/messages', {
    headers: from.auth,
    body: { ...to, body, client_id: randomUUID() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.conversation_id as number;
}

const textOf = pageText;

/** What a JSON route's loader or action gets from React Router, as `who` (a guest without one). */
function argsFor(path: string, who?: Member, init: RequestInit = {}, params: Record<string, string> = {}) {
  const headers = new Headers(init.headers);
  if (who) headers.set('cookie', who.cookie);
  return {
    request: new Request(`http://localhost${path}`, { ...init, headers }),
    params: { lang: 'en', ...params },
    context: inProcessContext(t),
  } as never;
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  renderer = await startPageRenderer(t);
  [nora, omar, sami] = await Promise.all([
    member('Nora Client'),
    member('Omar Provider'),
    member('Sami Stranger'),
  ]);
  noraAndOmar = await send(nora, { receiver_id: omar.id }, 'Hello Omar, is the logo still on for Monday?');
  await send(omar, { conversation_id: noraAndOmar }, 'Yes, Monday morning.');
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the chat pages', () => {
  it('/en/chat: the list with the other member, the latest message and the search', async () => {
    const page = await renderer.page('/en/chat', nora.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('Messages');
    expect(text).toContain('Omar Provider');
    expect(text).toContain('Yes, Monday morning.');
    expect(text).toContain('Choose a conversation');
    expect(page.sent).toMatch(new RegExp(`<a[^>]*href="/en/chat/${noraAndOmar}"`));
    expect(page.sent).toMatch(/<input[^>]*type="search"/);
    // The chat fills the window: no footer under it.
    expect(page.sent).not.toMatch(/<footer/);
  });

  it('/ar/chat/{id}: the conversation right to left, messages in order with their text isolated, and the composer', async () => {
    const page = await renderer.page(`/ar/chat/${noraAndOmar}`, omar.cookie);
    expect(page.status).toBe(200);
    expect(page.sent).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/);
    const text = textOf(page);
    expect(text).toContain('Nora Client');
    const log = page.sent.slice(page.sent.indexOf('role="log"'));
    expect(log.indexOf('Hello Omar')).toBeGreaterThan(0);
    expect(log.indexOf('Hello Omar')).toBeLessThan(log.indexOf('Yes, Monday morning.'));
    expect(page.sent).toMatch(/<p dir="auto"[^>]*>Hello Omar, is the logo still on for Monday\?<\/p>/);
    expect(text).toContain('الرسائل');
    expect(page.sent).toMatch(/<textarea[^>]*placeholder="اكتب رسالة…"/);
    // Omar's own message sits on the inline end: marked as his.
    expect(page.sent).toMatch(/<li[^>]*data-seq="2"[^>]*data-mine="true"/);
  });

  it('a conversation of others is the 404 page, as one that does not exist', async () => {
    expect((await renderer.page(`/en/chat/${noraAndOmar}`, sami.cookie)).status).toBe(404);
    expect((await renderer.page('/en/chat/2147483647', sami.cookie)).status).toBe(404);
    expect((await renderer.page('/en/chat/abc', sami.cookie)).status).toBe(404);
  });

  it('sends a guest to log in first, and back to the chat afterwards', async () => {
    const page = await renderer.page('/en/chat');
    expect(page.status).toBe(302);
  });

  it('a blocked conversation says nothing can be sent, in place of the composer; only the blocker may unblock', async () => {
    const id = await send(sami, { receiver_id: nora.id }, 'Buy my course!');
    const blocked = await t.api('POST', `/conversations/${id}/status`, {
      headers: nora.auth,
      body: { status: 'blocked' },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);

    const blocker = await renderer.page(`/en/chat/${id}`, nora.cookie);
    expect(blocker.status).toBe(200);
    const text = textOf(blocker);
    expect(text).toContain("You can't send any messages to this account");
    expect(text).toContain('You blocked this account.');
    expect(text).toContain('Unblock');
    expect(blocker.sent).not.toMatch(/<textarea/);

    const blockedSide = await renderer.page(`/ar/chat/${id}`, sami.cookie);
    expect(textOf(blockedSide)).toContain('لا يمكنك إرسال أي رسائل إلى هذا الحساب');
    expect(textOf(blockedSide)).not.toContain('إلغاء الحظر');
    expect(blockedSide.sent).not.toMatch(/<textarea/);
  });

  it('a deleted account shows as "deleted account" and cannot be written to', async () => {
    const gone = await member('Rania Leaving');
    const id = await send(gone, { receiver_id: omar.id }, 'Thanks for everything');
    const deleted = await t.api('POST', '/providers/delete/account', {
      headers: gone.auth,
      body: { reason: 'privacy', password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const page = await renderer.page(`/en/chat/${id}`, omar.cookie);
    expect(page.status).toBe(200);
    const text = textOf(page);
    expect(text).toContain('Deleted account');
    expect(text).toContain('This account was deleted.');
    expect(text).toContain("You can't send any messages to this account");
    expect(text).not.toContain('Rania');
    expect(page.sent).not.toMatch(/<textarea/);
    const list = await renderer.page('/ar/chat', omar.cookie);
    expect(textOf(list)).toContain('حساب محذوف');
  });

  it('?to= opens the existing conversation with an account, or a new one the first message starts', async () => {
    const existing = await renderer.page(`/en/chat?to=${omar.id}`, nora.cookie);
    expect(existing.status).toBe(302);

    const fresh = await member('Lina Newcomer');
    const page = await renderer.page(`/en/chat?to=${omar.id}`, fresh.cookie);
    expect(page.status).toBe(200);
    expect(textOf(page)).toContain('Say hello to Omar Provider');
    expect(page.sent).toMatch(/<textarea/);

    const self = await renderer.page(`/en/chat?to=${fresh.id}`, fresh.cookie);
    expect(textOf(self)).toContain('This account can’t be messaged');
  });

  it('a profile offers "Send a message" to its visitors', async () => {
    const slug = (await t.api('GET', `/providers/${omar.id}`)).json().data.slug as string;
    const page = await renderer.page(`/en/provider/${encodeURIComponent(slug)}`, nora.cookie);
    expect(page.sent).toMatch(new RegExp(`<a[^>]*href="/en/chat\\?to=${omar.id}"[^>]*>.*Send a message</a>`));
  });
});

describe("the chat's JSON routes", () => {
  it('answer a guest with 401 rather than the login page', async () => {
    const res = await conversationsJson(argsFor('/en/chat-data/conversations'));
    expect(res.status).toBe(401);
  });

  it('store a message once when its send is retried with the same client id', async () => {
    const body = JSON.stringify({
      conversation_id: noraAndOmar,
      body: 'Sent twice, stored once',
      client_id: randomUUID(),
    });
    const init = { method: 'POST', body, headers: { 'content-type': 'application/json' } };
    const first = await sendJson(argsFor('/en/chat-data/messages', nora, init));
    const again = await sendJson(argsFor('/en/chat-data/messages', nora, init));
    expect(first.status).toBe(200);
    const [a, b] = [await first.json(), await again.json()];
    expect(a).toMatchObject({ ok: true, message: { body: 'Sent twice, stored once' } });
    expect(b.message.id).toBe(a.message.id);
    expect(b.message.seq).toBe(a.message.seq);
  });

  it('refuse what is not JSON, and answer a refusal in the reader’s words', async () => {
    const form = await sendJson(
      argsFor('/en/chat-data/messages', nora, {
        method: 'POST',
        body: `conversation_id=${noraAndOmar}&body=hi`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(form.status).toBe(415);
    const self = await sendJson(
      argsFor('/en/chat-data/messages', nora, {
        method: 'POST',
        body: JSON.stringify({ receiver_id: nora.id, body: 'Me again', client_id: randomUUID() }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(self.status).toBe(409);
    expect(await self.json()).toMatchObject({
      ok: false,
      code: 'conflict',
      text: 'You cannot send messages to yourself',
    });
  });

  it('report a conversation to the support team, a too-short reason refused in the reader’s words', async () => {
    const report = (who: Member, reason: string) =>
      reportJson(
        argsFor(
          `/en/chat-data/${noraAndOmar}/report`,
          who,
          {
            method: 'POST',
            body: JSON.stringify({ reason }),
            headers: { 'content-type': 'application/json' },
          },
          { id: String(noraAndOmar) },
        ),
      );
    const short = await report(nora, 'bad');
    expect(short.status).toBe(422);
    expect((await short.json()).text).toMatch(/at least/i);
    const filed = await report(nora, 'Keeps asking for my phone number.');
    expect(filed.status).toBe(200);
    expect(await filed.json()).toEqual({ ok: true });
    expect((await report(sami, 'Not mine to report.')).status).toBe(404);
  });

  it('count unread messages for the header, muted conversations left out', async () => {
    await send(omar, { conversation_id: noraAndOmar }, 'One more thing');
    const list = (await t.api('GET', '/conversations', { headers: nora.auth })).json().data.data as {
      id: number;
      unread_messages_count: number;
    }[];
    const unread = list.reduce((sum, c) => sum + c.unread_messages_count, 0);
    const theirs = list.find((c) => c.id === noraAndOmar)!.unread_messages_count;
    expect(theirs).toBeGreaterThanOrEqual(1);
    const before = await (await unreadJson(argsFor('/en/chat-data/unread', nora))).json();
    expect(before.total).toBe(unread);
    await t.api('POST', `/conversations/${noraAndOmar}/status`, {
      headers: nora.auth,
      body: { status: 'muted' },
    });
    const muted = await (await unreadJson(argsFor('/en/chat-data/unread', nora))).json();
    expect(muted.total).toBe(unread - theirs);
  });

  it('show a message’s picture through the page’s own address, to the conversation’s members only', async () => {
    const form = multipart('sketch.png', 'image/png', PNG);
    const uploaded = await t.api('POST', `/conversations/${noraAndOmar}/attachments`, {
      headers: { ...nora.auth, 'content-type': form.contentType },
      body: form.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.rejected, uploaded.body).toEqual([]);
    const fileId = uploaded.json().data.files[0].id as number;
    const sent = await t.api('POST', '/messages', {
      headers: nora.auth,
      body: {
        conversation_id: noraAndOmar,
        body: 'The sketch',
        client_id: randomUUID(),
        attachment_ids: [fileId],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const path = `/en/chat/${noraAndOmar}/files/${fileId}`;
    const page = await renderer.page(`/en/chat/${noraAndOmar}`, omar.cookie);
    expect(page.sent).toContain(`src="${path}"`);
    const file = (who: Member) =>
      chatFile(argsFor(path, who, {}, { id: String(noraAndOmar), fileId: String(fileId) }));
    const res = await file(omar);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    await expect(file(sami)).rejects.toMatchObject({ init: { status: 404 } });
  });
});
