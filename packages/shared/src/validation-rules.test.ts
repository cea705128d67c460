import { describe, expect, it } from 'vitest';
import { suggestionRequest } from './contracts/feedback';
import { negotiateLanguage } from './languages';
import { describeIssue, isValidEmail, isValidPhoneNumber, visibleLength } from './validation-rules';

describe('e-mail rule', () => {
  it.each(['salma@example.com', 'a.b+tag@mail.co.ae', 'X_Y@sub.domain.info'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each([
    'salma@example',
    'salma@example.comics',
    'سلمى@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@b.c',
    'a @b.com',
  ])('refuses %s', (email) => expect(isValidEmail(email)).toBe(false));
});

describe('phone rule', () => {
  it('wants digits only, at least 8, and the country length when known', () => {
    expect(isValidPhoneNumber('501234567', [9])).toBe(true);
    expect(isValidPhoneNumber('5012345', [9])).toBe(false);
    expect(isValidPhoneNumber('50123456a', [9])).toBe(false);
    expect(isValidPhoneNumber('5012345678', [9])).toBe(false);
    expect(isValidPhoneNumber('12345678')).toBe(true);
  });
});

describe('rich text', () => {
  it('counts only visible characters', () => {
    expect(visibleLength('<p>&nbsp;</p>')).toBe(0);
    expect(visibleLength('<p><b>مرحبا</b></p>')).toBe(5);
  });
});

describe('language negotiation', () => {
  it('follows the quality order and ignores unsupported languages', () => {
    expect(negotiateLanguage('de-DE,de;q=0.9,tr;q=0.8,en;q=0.7')).toBe('tr');
    expect(negotiateLanguage('en;q=0.2,fr;q=0.9')).toBe('fr');
    expect(negotiateLanguage('de')).toBeUndefined();
    expect(negotiateLanguage('AR-ae')).toBe('ar');
  });
});

describe('form contracts', () => {
  it('maps issues to catalogue keys with their limits', () => {
    const result = suggestionRequest.safeParse({ name: 'A', email: 'x', subject: 'Hello', message: 'short' });
    expect(result.success).toBe(false);
    const described = result.error!.issues.map((i) => ({
      path: i.path.join('.'),
      ...describeIssue(i as never),
    }));
    expect(described).toEqual([
      { path: 'name', key: 'validation.min_chars', params: { count: 2 } },
      { path: 'email', key: 'validation.email', params: {} },
      { path: 'message', key: 'validation.min_chars', params: { count: 20 } },
    ]);
  });
});
