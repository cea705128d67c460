import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, type Member } from '../../test/payouts';
import { multipartBody, picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTranslationServer } from '../../test/translation-server';

// The editor's helpers: an article's picture uploaded before saving, and a translation to read over.
let translation: Awaited<ReturnType<typeof startTranslationServer>>;
let t: TestApp;
let author: Member;
beforeAll(async () => {
  translation = await startTranslationServer();
  t = await createTestApp({ TRANSLATE_URL: translation.url });
  author = await account(t, 'Picture Writer');
});
afterAll(async () => {
  await t.close();
  await translation.close();
});

const BODY = `<p>${'An article with a picture at its top, long enough to be accepted by the rules. '.repeat(2)}</p>`;

async function upload(who: Member, bytes: Buffer, field = 'photo') {
  const { body, contentType } = await multipartBody(
    [{ bytes, name: 'cover.jpg', type: 'image/jpeg' }],
    field,
  );
  return t.api('POST', '/blogs/photos', { headers: { ...who.auth, 'content-type': contentType }, body });
}

describe('the picture of an article', () => {
  it('is re-encoded, served, and taken by the article that names it', async () => {
    const res = await upload(author, await picture('#e76f51', 2400, 1600));
    expect(res.statusCode, res.body).toBe(200);
    const photo = res.json().data;
    expect(photo).toMatchObject({ width: 1600, height: 1067 });
    expect(photo.url).toMatch(/^\/media\/articles\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: photo.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const written = await t.api('POST', '/blogs', {
      headers: author.auth,
      body: { title: 'An article with a cover', language: 'en', body: BODY, photo_id: photo.id },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data.photo).toEqual(photo);
  });

  it('refuses what is not a picture, a form without it, and a guest', async () => {
    const text = await upload(author, Buffer.from('just some text, not a picture at all'));
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().message)).toEqual(['photo']);
    expect((await upload(author, await picture(), 'other')).statusCode).toBe(422);
    const { body, contentType } = await multipartBody(
      [{ bytes: await picture(), name: 'a.jpg', type: 'image/jpeg' }],
      'photo',
    );
    expect(
      (await t.api('POST', '/blogs/photos', { headers: { 'content-type': contentType }, body })).statusCode,
    ).toBe(401);
  });
});

describe('translating an article being written', () => {
  it('returns the title and the body in the other language, storing nothing', async () => {
    const res = await t.api('POST', '/blogs/translate', {
      headers: author.auth,
      body: { title: 'عنوان المقال', body: '<p>نص المقال</p>', source: 'ar', target: 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      title: '[en] عنوان المقال',
      body: '<p>[en] نص المقال</p>',
      language: 'en',
    });
    expect(translation.requests.map((r) => r.format).sort()).toEqual(['html', 'text']);
    const same = await t.api('POST', '/blogs/translate', {
      headers: author.auth,
      body: { title: 'A title', body: '<p>Text</p>', source: 'en', target: 'en' },
    });
    expect(same.statusCode).toBe(422);
  });
});
