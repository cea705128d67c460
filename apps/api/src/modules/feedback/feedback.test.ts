import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  name: 'Salma Haddad',
  email: 'salma@example.com',
  subject: 'Dark theme',
  message: 'A dark theme would help me at night.',
};

describe('POST /suggestions', () => {
  it('stores a valid suggestion and thanks the sender in their language', async () => {
    const res = await t.api('POST', '/suggestions', { body: valid, headers: { 'content-language': 'fr' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      error: false,
      data: { id: expect.any(Number) },
      message: { txt: [expect.stringContaining('Merci')] },
    });
  });

  it('returns a localised message for each invalid field', async () => {
    const res = await t.api('POST', '/suggestions', {
      body: { name: 'S', email: 'salma@example', subject: 'Hey', message: 'too short' },
      headers: { 'content-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: true,
      code: 'validation_failed',
      message: {
        name: ['Name must be at least 2 characters.'],
        email: ['The Email field must be a valid email.'],
        message: ['Message must be at least 20 characters.'],
      },
    });
    const ar = await t.api('POST', '/suggestions', {
      body: { ...valid, email: 'بريد@مثال.com' },
      headers: { 'content-language': 'ar' },
    });
    expect(ar.json().message.email).toEqual(['يجب أن يكون البريد الإلكتروني عنواناً صالحاً.']);
  });

  it('reports every missing field as required', async () => {
    const res = await t.api('POST', '/suggestions', { body: {}, headers: { 'content-language': 'tr' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().message).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect(res.json().message.name[0]).toBe('Ad alanı zorunludur.');
  });
});

describe('POST /application/rating', () => {
  it('requires stars from one to five', async () => {
    for (const stars of [0, 6, undefined]) {
      const res = await t.api('POST', '/application/rating', {
        body: { stars, comment: 'Works well for me.' },
        headers: { 'content-language': 'en' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message.stars).toEqual(['Please choose a rating from one to five stars.']);
    }
  });

  it('refuses a comment made only of symbols', async () => {
    const res = await t.api('POST', '/application/rating', {
      body: { stars: 5, comment: '!!!!!!!!!!!!' },
      headers: { 'content-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message.comment).toEqual(['Please write a real comment, not only symbols.']);
  });

  it('stores a valid rating', async () => {
    const res = await t.api('POST', '/application/rating', {
      body: { stars: 5, comment: 'Easy to find a designer.' },
    });
    expect(res.statusCode).toBe(201);
  });
});
