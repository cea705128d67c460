import { toLatinDigits } from '../digits';

/**
 * The length of an IBAN in each country that issues them, from the SWIFT IBAN registry: the Gulf,
 * the rest of the Middle East and North Africa, Turkey, Europe and the other registered countries.
 * Countries outside the registry (the United States, India…) have no IBAN; a country that joins it
 * is one line here. Morocco and Algeria use IBAN-like numbers outside the registry and are left out
 * until they join, as banks abroad would refuse them.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  // The Gulf
  AE: 23,
  BH: 22,
  KW: 30,
  OM: 23,
  QA: 29,
  SA: 24,
  // The rest of the Middle East and North Africa
  DJ: 27,
  EG: 29,
  IL: 23,
  IQ: 23,
  JO: 30,
  LB: 28,
  LY: 25,
  MR: 27,
  PS: 29,
  SD: 18,
  SO: 23,
  TN: 24,
  TR: 26,
  // Europe
  AD: 24,
  AL: 28,
  AT: 20,
  BA: 20,
  BE: 16,
  BG: 22,
  BY: 28,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  RS: 22,
  RU: 33,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  UA: 29,
  VA: 22,
  XK: 20,
  // Elsewhere
  AZ: 28,
  BI: 27,
  BR: 29,
  CR: 22,
  DO: 28,
  FK: 18,
  GE: 22,
  GT: 28,
  HN: 28,
  KZ: 20,
  LC: 32,
  MN: 20,
  MU: 30,
  NI: 28,
  PK: 24,
  SC: 31,
  ST: 25,
  SV: 28,
  TL: 23,
  VG: 24,
};

/** Why an IBAN is refused; each is a `validation.iban_*` catalog key. */
export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/**
 * An IBAN as stored and compared: spaces of any kind removed, letters in upper case, Arabic-Indic
 * digits in Latin form (an IBAN copied from a statement or typed on a phone reads the same).
 */
export function normalizeIban(text: string): string {
  return toLatinDigits(text).replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 7064 mod 97-10 of an IBAN already in normal form: the first four characters moved to the
 * end, each letter read as two digits (A = 10 … Z = 35), the whole number taken modulo 97, a few
 * digits at a time so it never leaves safe integers. A valid IBAN leaves 1.
 */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** The two check digits that make `country` + check digits + `bban` a valid IBAN. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country}00${bban}`);
  return String(98 - remainder).padStart(2, '0');
}

/**
 * What is wrong with an IBAN (in normal form or not), or undefined when it is valid: letters and
 * digits only, a country of the registry, that country's length, and the mod-97 check, which any
 * single mistyped character fails.
 */
export function ibanProblem(text: string): IbanProblem | undefined {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanRemainder(iban) === 1 ? undefined : 'checksum';
}

export const isValidIban = (text: string) => ibanProblem(text) === undefined;

/** The expected length of an IBAN of this country (its first two letters), for the message. */
export const ibanLengthOf = (text: string) => IBAN_LENGTHS[normalizeIban(text).slice(0, 2)];
