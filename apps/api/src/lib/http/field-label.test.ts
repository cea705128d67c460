import { translator } from '@wasla/i18n/server-translator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { fieldLabel } from './field-label';

describe('fieldLabel', () => {
  it('names a nested field by its own name, never by its path', () => {
    const t = translator('en');
    expect(fieldLabel(t, 'social_media.0.link')).toBe('Link');
    expect(fieldLabel(t, 'names.en')).toBe('Name');
    expect(fieldLabel(t, 'budgets.basic.price')).toBe('Price');
    expect(fieldLabel(t, 'email')).toBe('E-mail');
    expect(fieldLabel(t, 'some.unknown.0')).toBe('This field');
    expect(fieldLabel(translator('ar'), 'social_media.2.link')).toBe('الرابط');
  });
});

describe('messages of a refused save', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('name the field in the reader language, not its path', async () => {
    const { auth } = await signUpVerified(t);
    const id = (await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } })).json().data
      .service.id;
    for (const [lang, message] of [
      ['en', 'Link is required.'],
      ['ar', 'الرابط'],
    ] as const) {
      const refused = await t.api('POST', `/services/${id}/save-draft`, {
        headers: { ...auth, 'content-language': lang },
        body: { social_media: [{ kind: 'telegram', link: '' }] },
      });
      expect(refused.statusCode).toBe(422);
      const [text] = refused.json().message['social_media.0.link'] as string[];
      expect(text).toContain(message);
      expect(text).not.toContain('social_media');
    }
  });
});
