import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask';

describe('masking addresses', () => {
  it('keeps only the first letters of an e-mail and its top-level domain', () => {
    expect(maskEmail('omar.khalil@example.com')).toBe('om***@ex***.com');
    expect(maskEmail('a@b.co')).toBe('a***@b***.co');
    expect(maskEmail('ab@mail.example.ae')).toBe('a***@ma***.ae');
  });

  it('keeps the calling code and the last four digits of a phone number', () => {
    expect(maskPhone('971', '501234567')).toBe('+971 •••• 4567');
    expect(maskPhone('20', '01001234567')).not.toContain('0100123');
  });
});
