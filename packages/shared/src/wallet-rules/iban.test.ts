import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IBAN_LENGTHS,
  ibanCheckDigits,
  ibanLengthOf,
  ibanProblem,
  ibanRemainder,
  normalizeIban,
} from './iban';

// Examples published by the registry and by the banks themselves, one per region at least.
const VALID = [
  'AE070331234567890123456',
  'SA0380000000608010167519',
  'QA58DOHB00001234567890ABCDEFG',
  'KW81CBKU0000000000001234560101',
  'BH67BMAG00001299123456',
  'OM810180000001299123456',
  'EG380019000500000000263180002',
  'JO94CBJO0010000000000131000302',
  'LB62099900000001001901229114',
  'TR330006100519786457841326',
  'GB82WEST12345698765432',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
];

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const countries = Object.keys(IBAN_LENGTHS);

/** A valid IBAN of a registry country: random account characters and the check digits they need. */
const validIban = fc.constantFrom(...countries).chain((country) =>
  fc
    .array(fc.constantFrom(...ALPHANUMERIC), {
      minLength: IBAN_LENGTHS[country]! - 4,
      maxLength: IBAN_LENGTHS[country]! - 4,
    })
    .map((chars) => {
      const bban = chars.join('');
      return `${country}${ibanCheckDigits(country, bban)}${bban}`;
    }),
);

describe('IBAN', () => {
  it.each(VALID)('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeUndefined();
  });

  it('reads an IBAN as people paste or type it', () => {
    expect(normalizeIban(' ae07 0331 2345 6789 0123 456 ')).toBe('AE070331234567890123456');
    expect(normalizeIban('AE07\u00a00331\t2345')).toBe('AE0703312345');
    // Arabic-Indic digits, as an Arabic keyboard gives them.
    expect(normalizeIban('AE٠٧٠٣٣١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦')).toBe('AE070331234567890123456');
    expect(ibanProblem('ae07 0331 2345 6789 0123 456')).toBeUndefined();
  });

  it('names what is wrong', () => {
    expect(ibanProblem('AE07-0331-2345-6789-0123-456')).toBe('format');
    expect(ibanProblem('0331234567890123456')).toBe('format');
    expect(ibanProblem('AE')).toBe('format');
    // The United States issues no IBAN.
    expect(ibanProblem('US64SVBKUS6S3300958879')).toBe('country');
    expect(ibanProblem('AE07033123456789012345')).toBe('length');
    expect(ibanLengthOf('ae07')).toBe(23);
    expect(ibanProblem('AE070331234567890123457')).toBe('checksum');
  });

  it('accepts every IBAN built with its check digits', () => {
    fc.assert(
      fc.property(validIban, (iban) => {
        expect(ibanRemainder(iban)).toBe(1);
        expect(ibanProblem(iban)).toBeUndefined();
      }),
    );
  });

  it('refuses a valid IBAN with any one digit or letter after the country replaced by another of its kind', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.nat(), (iban, at, pick) => {
        const index = 2 + (at % (iban.length - 2));
        // A digit for a letter changes how many digits the number has, and 1 in 97 of those passes:
        // the check is promised against substitutions of one digit, or of one letter, only.
        const kind = /\d/.test(iban[index]!) ? '0123456789' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
        const others = kind.replace(iban[index]!, '');
        const changed = iban.slice(0, index) + others[pick % others.length] + iban.slice(index + 1);
        expect(ibanProblem(changed)).toBe('checksum');
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses a valid IBAN with one digit changed', () => {
    fc.assert(
      fc.property(validIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, step) => {
        const digits = [...iban.matchAll(/\d/g)].map((m) => m.index);
        const index = digits[at % digits.length]!;
        const digit = String((Number(iban[index]) + step) % 10);
        expect(ibanProblem(iban.slice(0, index) + digit + iban.slice(index + 1))).toBe('checksum');
      }),
    );
  });
});
