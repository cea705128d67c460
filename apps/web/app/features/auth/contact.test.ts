import { describe, expect, it } from 'vitest';
import { allowedDigitCounts } from './contact';
import { callingCode, contactQuery, phoneDigits, readContact, safeNext } from './contact.server';

describe('phone numbers as people type them', () => {
  it('keeps digits only and drops the leading trunk 0', () => {
    expect(phoneDigits('050 123-4567')).toBe('501234567');
    expect(phoneDigits('(050) 123.4567')).toBe('501234567');
    expect(phoneDigits('501234567')).toBe('501234567');
  });

  it('reads Arabic-Indic and Persian digits', () => {
    expect(phoneDigits('٠٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(phoneDigits('۵۰۱۲۳۴۵۶۷')).toBe('501234567');
  });

  it('leaves anything that is not a number for the API to refuse', () => {
    expect(phoneDigits('50abc')).toBe('50abc');
  });

  it('takes the calling code with or without + or 00', () => {
    expect(callingCode('+971')).toBe('971');
    expect(callingCode('00971')).toBe('971');
    expect(callingCode('٩٧١')).toBe('971');
  });

  it('counts the digits a country allows, never under 8', () => {
    expect(
      allowedDigitCounts({ code: 'LB', name: 'Lebanon', phone_code: '961', phone_digits: [7, 8] }),
    ).toEqual([8]);
    expect(allowedDigitCounts(undefined)).toEqual([]);
  });
});

describe('the contact a form or a query names', () => {
  it('is the e-mail unless the phone is chosen', () => {
    const form = new URLSearchParams({ email: ' a@b.co ', phone_number: '0501234567', country_code: '971' });
    expect(readContact(form)).toEqual({ method: 'email', email: 'a@b.co' });
    form.set('method', 'phone');
    expect(readContact(form)).toEqual({ method: 'phone', phone_number: '501234567', country_code: '971' });
  });

  it('is the phone when a query names only a phone', () => {
    const query = new URLSearchParams(
      contactQuery({ method: 'phone', phone_number: '501234567', country_code: '971' }),
    );
    expect(query.toString()).toBe('phone=501234567&country_code=971');
    expect(readContact(query)).toEqual({ method: 'phone', phone_number: '501234567', country_code: '971' });
  });

  it('adds only the extras that have a value', () => {
    expect(contactQuery({ method: 'email', email: 'a@b.co' }, { channel: '', reset: '1' })).toBe(
      'email=a%40b.co&reset=1',
    );
  });
});

describe('the page to return to after signing in', () => {
  it('follows a path of this site in the same language', () => {
    expect(safeNext('/en/dashboard?tab=1', 'en')).toBe('/en/dashboard?tab=1');
  });

  it('refuses other origins and other shapes', () => {
    expect(safeNext('https://evil.example/en', 'en')).toBe('/en');
    expect(safeNext('//evil.example', 'en')).toBe('/en');
    expect(safeNext('/en\\@evil.example', 'en')).toBe('/en');
    expect(safeNext(null, 'ar')).toBe('/ar');
  });
});
