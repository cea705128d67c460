import { isCountryCode } from './country-codes';

/** Why a SWIFT/BIC code is refused; each is a `validation.swift_*` catalog key. */
export type SwiftProblem = 'format' | 'country';

/** A SWIFT/BIC code as stored: spaces removed, upper case. */
export function normalizeSwift(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

// ISO 9362: bank (4 letters), country (2 letters), location (2 letters or digits), and an optional
// branch (3 letters or digits; "XXX" is the head office). 8 or 11 characters.
const BIC = /^[A-Z]{4}([A-Z]{2})[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** What is wrong with a SWIFT/BIC code, or undefined when its shape and country are right. */
export function swiftProblem(text: string): SwiftProblem | undefined {
  const match = BIC.exec(normalizeSwift(text));
  if (!match) return 'format';
  return isCountryCode(match[1]!) ? undefined : 'country';
}

export const isValidSwift = (text: string) => swiftProblem(text) === undefined;
