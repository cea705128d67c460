import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes';
import { normalizeSwift, swiftProblem } from './swift';

describe('SWIFT/BIC', () => {
  it.each(['NBADAEAA', 'NBADAEAAXXX', 'EBILAEAD', 'RJHISARI', 'DEUTDEFF500', 'TGBATRISXXX', 'BOFAUS3N'])(
    'accepts %s',
    (code) => expect(swiftProblem(code)).toBeUndefined(),
  );

  it('reads a code as people type it', () => {
    expect(normalizeSwift(' nbad ae aa xxx ')).toBe('NBADAEAAXXX');
    expect(swiftProblem('nbad ae aa')).toBeUndefined();
  });

  it('refuses any other shape', () => {
    for (const code of [
      'NBADAEA',
      'NBADAEAAX',
      'NBADAEAAXX',
      'NBADAEAAXXXX',
      'NBA1AEAA',
      'NBAD1EAA',
      'NBADAE-A',
    ])
      expect(swiftProblem(code), code).toBe('format');
  });

  it('refuses a country that does not exist', () => {
    expect(swiftProblem('NBADZZAA')).toBe('country');
    expect(swiftProblem('NBADUKAA')).toBe('country');
  });

  it('accepts 8 and 11 characters of the right kinds, and the country decides', () => {
    const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    const alnum = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
    const text = (arb: fc.Arbitrary<string>, n: number) =>
      fc.array(arb, { minLength: n, maxLength: n }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(
        text(letter, 4),
        text(letter, 2),
        text(alnum, 2),
        fc.option(text(alnum, 3)),
        (bank, country, location, branch) => {
          const code = `${bank}${country}${location}${branch ?? ''}`;
          expect(swiftProblem(code)).toBe(COUNTRY_CODES.has(country) ? undefined : 'country');
        },
      ),
    );
  });
});
