import { ARTICLES_PENDING_MAX } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

// The blog through the API: writing, moderation, who reads what, translations and the author's lists.
let t: TestApp;
let author: Member;
let reader: Member;
let moderator: Member;
beforeAll(async () => {
  t = await createTestApp();
  author = await account(t, 'Author Amal');
  reader = await account(t, 'Reader Rami');
  moderator = await teamMember(t, 'moderator');
});
afterAll(() => t.close());

const BODY = `<p>${'A careful article about logo design for small shops, with examples and advice. '.repeat(3)}</p>`;
const draft = (over: Record<string, unknown> = {}) => ({
  title: 'How to brief a logo designer',
  language: 'en',
  body: BODY,
  tags: ['Design', ' logo  design ', 'design'],
  ...over,
});
const as = (who?: Member) => ({
  headers: who ? { ...who.auth, 'content-language': 'en' } : { 'content-language': 'en' },
});
const write = (who: Member, body: unknown) => t.api('POST', '/blogs', { ...as(who), body });
const read = (slug: string, who?: Member) => t.api('GET', `/blogs/${encodeURIComponent(slug)}`, as(who));
const publish = (id: number, who: Member = moderator) =>
  t.api('POST', `/admin/articles/${id}/publish`, as(who));
const reject = (id: number, reason: string, who: Member = moderator) =>
  t.api('POST', `/admin/articles/${id}/reject`, { ...as(who), body: { reason } });
const listed = async (query = '') => {
  const res = await t.api('GET', `/blogs${query}`, as());
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as { slug: string }[]).map((a) => a.slug);
};
async function written(who: Member = author, over: Record<string, unknown> = {}) {
  const res = await write(who, draft(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; slug: string; status: string; tags: string[] };
}
async function told(who: Member) {
  await t.app.worker.drain();
  const res = await t.api('GET', '/notifications?per_page=50', as(who));
  return res.json().data.data as { kind: string; message: string; link: string; sender_name: string }[];
}

describe('writing an article', () => {
  it('keeps it pending, unseen by anyone but its author and the team, with clean text and tags', async () => {
    const res = await write(
      author,
      draft({ body: `${BODY}<script>alert(1)</script><p onclick="x()">Hi</p>` }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const article = res.json().data;
    expect(article).toMatchObject({ status: 'pending', tags: ['design', 'logo design'], is_mine: true });
    expect(article.body).not.toContain('script');
    expect(article.body).not.toContain('onclick');
    expect(article.slug).toMatch(/^how-to-brief-a-logo-designer-[0-9a-f]{6}$/);
    expect(res.json().message.txt[0]).toContain('moderation team');

    expect((await read(article.slug, author)).statusCode).toBe(200);
    expect((await read(article.slug, moderator)).statusCode).toBe(200);
    expect((await read(article.slug, reader)).statusCode).toBe(404);
    expect((await read(article.slug)).statusCode).toBe(404);
    expect(await listed()).not.toContain(article.slug);
  });

  it('refuses a short body, a bad title, too many tags, a picture of someone else and a guest', async () => {
    const short = await write(author, draft({ body: '<p>Too short</p>' }));
    expect(short.statusCode).toBe(422);
    expect(short.json().message.body[0]).toContain('100');
    expect((await write(author, draft({ title: 'Nul\u0000title here' }))).statusCode).toBe(422);
    expect((await write(author, draft({ tags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'] }))).statusCode).toBe(422);
    expect((await write(author, draft({ language: 'de' }))).statusCode).toBe(422);
    const [photo] = await t.app.database.db
      .execute<{ id: number }>(sql`insert into article_photos (owner_id, file, thumb, width, height)
        values (${reader.id}, 'x.webp', 'y.webp', 10, 10) returning id`)
      .then((r) => r.rows);
    // Someone else's picture is answered as a missing one.
    expect((await write(author, draft({ photo_id: photo!.id }))).statusCode).toBe(404);
    expect((await write(author, draft({ photo_id: 999_999 }))).statusCode).toBe(404);
    expect((await write(author, draft({ photo_id: 2 ** 31 }))).statusCode).toBe(422);
    expect((await t.api('POST', '/blogs', { body: draft() })).statusCode).toBe(401);
  });

  it('lets an author have at most the limit waiting, even when saves arrive at once', async () => {
    const busy = await account(t, 'Busy Writer');
    const answers = await Promise.all(
      Array.from({ length: ARTICLES_PENDING_MAX + 2 }, (_, i) =>
        write(busy, draft({ title: `Article number ${i} of many` })),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ARTICLES_PENDING_MAX);
    expect(statuses.filter((s) => s === 422)).toHaveLength(2);
    expect(answers.find((res) => res.statusCode === 422)!.json().code).toBe('articles_waiting_limit');
  });
});

describe('moderation', () => {
  it('publishes: the article is listed, readable by all, and its author is told by the Wasla team', async () => {
    const article = await written();
    const res = await publish(article.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'published' });
    expect(res.json().data.published_at).not.toBeNull();
    expect((await read(article.slug)).statusCode).toBe(200);
    expect(await listed()).toContain(article.slug);
    expect(await listed('?tag=Logo%20Design')).toContain(article.slug);
    expect(await listed('?lang=ar')).not.toContain(article.slug);
    const profile = await t.api('GET', `/providers/${author.id}/blogs`, as());
    expect(profile.json().data.data.map((a: { slug: string }) => a.slug)).toContain(article.slug);
    const [notice] = (await told(author)).filter((n) => n.kind === 'article_published');
    expect(notice).toMatchObject({
      message: 'Your article “How to brief a logo designer” was published',
      sender_name: 'Wasla team',
      link: `/blog/${article.slug}`,
    });
  });

  it('rejects with a reason the author reads; revising sends it back to the queue', async () => {
    const article = await written();
    const res = await reject(article.id, 'Please add your own examples.');
    expect(res.statusCode, res.body).toBe(200);
    const notice = (await told(author)).find((n) => n.kind === 'article_rejected');
    expect(notice?.message).toBe(
      'Your article “How to brief a logo designer” was not published: Please add your own examples.',
    );
    expect(notice?.link).toBe('/my-articles/pending');
    const mine = await t.api('GET', '/blogs/mine?status=pending', as(author));
    expect(mine.json().data.data.find((a: { id: number }) => a.id === article.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Please add your own examples.',
    });
    const revised = await t.api('PUT', `/blogs/${article.id}`, {
      ...as(author),
      body: draft({ title: 'A better brief for a logo' }),
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json().data).toMatchObject({
      status: 'pending',
      rejection_reason: null,
      slug: article.slug,
    });
    const queue = await t.api('GET', '/admin/articles?status=pending&per_page=48', as(moderator));
    expect(queue.json().data.data.map((a: { id: number }) => a.id)).toContain(article.id);
  });

  it('publishes once when two moderators publish at the same instant', async () => {
    const article = await written();
    const other = await teamMember(t, 'moderator');
    const answers = await Promise.all([publish(article.id), publish(article.id, other)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('article_not_pending');
    const notices = (await told(author)).filter((n) => n.link === `/blog/${article.slug}`);
    expect(notices).toHaveLength(1);
  });

  it('is a team route: anyone else meets a missing route, whatever the id', async () => {
    const article = await written();
    for (const who of [author, reader]) {
      expect((await publish(article.id, who)).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/articles', as(who))).statusCode).toBe(404);
    }
    expect((await t.api('POST', `/admin/articles/${article.id}/publish`)).statusCode).toBe(404);
    expect((await publish(2 ** 31)).statusCode).toBe(422);
    expect((await publish(999_999)).statusCode).toBe(404);
    expect((await reject(article.id, '')).statusCode).toBe(422);
  });
});

describe('an author and the others', () => {
  it('lets only the author revise, read for editing or delete', async () => {
    const article = await written();
    expect((await t.api('PUT', `/blogs/${article.id}`, { ...as(reader), body: draft() })).statusCode).toBe(
      404,
    );
    expect((await t.api('GET', `/blogs/mine/${article.id}`, as(reader))).statusCode).toBe(404);
    expect((await t.api('DELETE', `/blogs/${article.id}`, as(reader))).statusCode).toBe(404);
    expect((await t.api('DELETE', `/blogs/${article.id}`, as(author))).statusCode).toBe(200);
    expect((await read(article.slug, author)).statusCode).toBe(404);
  });

  it('links translations both ways, one per language, and shows readers only published ones', async () => {
    const original = await written(author, { language: 'ar', title: 'كيف تكتب موجزًا لمصمم الشعار' });
    const english = await written(author, { translation_of: original.id });
    expect(
      (await write(author, draft({ translation_of: original.id }))).json().message.language,
    ).toBeDefined();
    expect((await write(reader, draft({ translation_of: original.id }))).statusCode).toBe(404);
    await publish(original.id);
    const before = (await read(original.slug)).json().data.article;
    expect(before.translations).toEqual([]);
    await publish(english.id);
    const after = (await read(original.slug)).json().data.article;
    expect(after.translations).toEqual([{ id: english.id, language: 'en', slug: english.slug }]);
    const back = (await read(english.slug)).json().data;
    expect(back.article.translations).toEqual([{ id: original.id, language: 'ar', slug: original.slug }]);
    expect(back.related.map((a: { id: number }) => a.id)).toContain(original.id);
  });

  it('answers an unknown slug and hostile values without a server error', async () => {
    for (const slug of ['nope', 'x'.repeat(300), '%00', '..%2F..%2Fetc']) {
      expect((await t.api('GET', `/blogs/${slug}`, as())).statusCode).toBeLessThan(500);
    }
    expect((await t.api('GET', '/blogs?page=-1&per_page=9999&lang=xx&tag=%00', as())).statusCode).toBe(200);
  });
});
