/**
 * Digits as people type them: Arabic keyboards give Arabic-Indic digits (٠-٩, U+0660…) and Persian
 * and Urdu ones give the extended forms (۰-۹, U+06F0…). Codes, phone numbers, prices and day counts
 * are compared and stored with Latin digits, so every numeric field and every contract that reads a
 * numeric string turns them into 0-9 first. The Arabic decimal separator (٫) becomes "." so a price
 * typed as "١٢٫٥٠" reads as 12.50.
 */
const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const OTHER_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u066b]/g;

const latin = (char: string) => {
  if (char === '\u066b') return '.';
  const code = char.charCodeAt(0);
  const zero = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
  return String(code - zero);
};

export function toLatinDigits(text: string): string {
  return text.replace(OTHER_DIGITS, latin);
}

/** Only the digits of what was typed, in Latin form: for fields that hold a count or a code. */
export function onlyLatinDigits(text: string): string {
  return toLatinDigits(text).replace(/[^0-9]/g, '');
}
