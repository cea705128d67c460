import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, otpauthUrl, stepAt, totpForStep } from './totp';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890"; codes are the last 6 digits.
const RFC_KEY = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors', () => {
    for (const [seconds, code] of RFC_VECTORS)
      expect(totpForStep(RFC_KEY, stepAt(seconds * 1000))).toBe(code);
  });

  it('round-trips base32 for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
      }),
    );
  });

  it('accepts one step of drift either way, and no more', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(RFC_KEY, totpForStep(RFC_KEY, step + offset), now)).toBe(step + offset);
    for (const offset of [-2, 2])
      expect(matchTotp(RFC_KEY, totpForStep(RFC_KEY, step + offset), now)).toBeNull();
  });

  it('never accepts a step at or before the last one used', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    const code = totpForStep(RFC_KEY, step);
    expect(matchTotp(RFC_KEY, code, now, step)).toBeNull();
    expect(matchTotp(RFC_KEY, code, now, step - 1)).toBe(step);
    expect(matchTotp(RFC_KEY, 'abcdef', now)).toBeNull();
  });

  it('builds the otpauth link apps expect', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'a@b.co', 'Wasla'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Wasla:a@b.co');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
