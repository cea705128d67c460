import { createTestApp, IN_MEMORY, type Member, type TestApp, teamMember } from '@wasla/api/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessContext } from '../test/in-process-api';
import { type PageMember, pageMember, pageText } from '../test/page-member';
import { startPageRenderer } from '../test/page-renderer';
import { action as editorAction } from './article-editor';

let t: TestApp;
let context: AppLoadContext;
let renderer: Awaited<ReturnType<typeof startPageRenderer>>;
let hala: PageMember;
let sami: PageMember;
let moderator: Member;
let published: { id: number; slug: string };
let waiting: { id: number; slug: string };

const BODY = `<p>${'نصائح عملية لكتابة موجز واضح لمصمم الشعار، مع أمثلة من مشاريع حقيقية. '.repeat(3)}</p>`;

async function write(who: PageMember, title: string, language = 'ar', extra: Record<string, unknown> = {}) {
  const res = await t.api('POST', '/blogs', {
    headers: who.auth,
    body: { title, language, body: BODY, tags: ['تصميم', 'logo'], ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; slug: string };
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: IN_MEMORY, RATE_LIMIT_MAX: 100_000 });
  context = inProcessContext(t);
  renderer = await startPageRenderer(t);
  [hala, sami] = await Promise.all([pageMember(t, 'Hala Nasser'), pageMember(t, 'Sami Khoury')]);
  moderator = await teamMember(t, 'moderator');
  published = await write(hala, 'كيف تكتب موجزًا لمصمم الشعار');
  waiting = await write(hala, 'مقال ما زال بانتظار المراجعة');
  const res = await t.api('POST', `/admin/articles/${published.id}/publish`, { headers: moderator.auth });
  expect(res.statusCode, res.body).toBe(200);
}, 180_000);
afterAll(async () => {
  await renderer?.close();
  await t?.close();
});

describe('the blog pages', () => {
  it('list published articles only, in Arabic and English, with filters that keep an empty state', async () => {
    const list = await renderer.page('/en/blogs');
    expect(list.status).toBe(200);
    expect(pageText(list)).toContain('كيف تكتب موجزًا لمصمم الشعار');
    expect(pageText(list)).not.toContain('مقال ما زال بانتظار المراجعة');
    expect(list.sent).toContain('dir="rtl"');
    const arabic = await renderer.page('/ar/blogs?lang=ar&tag=logo');
    expect(pageText(arabic)).toContain('كيف تكتب موجزًا لمصمم الشعار');
    const none = await renderer.page('/en/blogs?lang=fr');
    expect(pageText(none)).toContain('No article matches these filters');
  });

  it('show an article with its author, tags and structured data, and hide a waiting one from others', async () => {
    const page = await renderer.page(`/en/blog/${encodeURIComponent(published.slug)}`);
    expect(page.status).toBe(200);
    const text = pageText(page);
    expect(text).toContain('Hala Nasser');
    expect(text).toContain('#تصميم');
    expect(page.sent).toContain('"@type":"Article"');
    expect(page.sent.toLowerCase()).toContain('hreflang="ar"');
    expect((await renderer.page(`/en/blog/${encodeURIComponent(waiting.slug)}`, sami.cookie)).status).toBe(
      404,
    );
    const own = await renderer.page(`/en/blog/${encodeURIComponent(waiting.slug)}`, hala.cookie);
    expect(own.status).toBe(200);
    expect(pageText(own)).toContain('This article is waiting for review');
    expect(own.sent).toContain('noindex');
  });

  it('show my articles by status, and the latest on home and on the author’s profile', async () => {
    const pending = pageText(await renderer.page('/en/my-articles/pending', hala.cookie));
    expect(pending).toContain('مقال ما زال بانتظار المراجعة');
    expect(pending).toContain('Waiting for review');
    expect(pageText(await renderer.page('/en/my-articles/published', hala.cookie))).toContain(
      'كيف تكتب موجزًا لمصمم الشعار',
    );
    expect((await renderer.page('/en/my-articles/rejected', hala.cookie)).status).toBe(404);
    expect(pageText(await renderer.page('/en'))).toContain('Latest articles');
    const profile = await t.api('GET', `/providers/${hala.id}/blogs`);
    expect(profile.json().data.data).toHaveLength(1);
  });

  it('keeps what was typed beside the reasons when a save is refused, and lets nobody edit another’s', async () => {
    const form = new FormData();
    form.set('title', 'short');
    form.set('language', 'en');
    form.set('body', '<p>Too short</p>');
    form.set('tags', 'one, two');
    const reply = await editorAction({
      request: new Request('http://localhost/en/add-blog', {
        method: 'POST',
        body: form,
        headers: { cookie: hala.cookie },
      }),
      params: { lang: 'en' },
      context,
    } as Parameters<typeof editorAction>[0]);
    const failed = (
      reply as unknown as {
        data: { ok: boolean; values: { title: string }; errors: Record<string, string[]> };
      }
    ).data;
    expect(failed.ok).toBe(false);
    expect(failed.values.title).toBe('short');
    expect(Object.keys(failed.errors)).toContain('title');
    expect(
      (await renderer.page(`/en/edit-blog/${encodeURIComponent(waiting.slug)}`, sami.cookie)).status,
    ).toBe(404);
    expect(
      (await renderer.page(`/en/edit-blog/${encodeURIComponent(waiting.slug)}`, hala.cookie)).status,
    ).toBe(200);
    const guest = await renderer.page('/en/add-blog');
    expect(guest.status).toBe(302);
  });
});
