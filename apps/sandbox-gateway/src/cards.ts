import { cardError, invalidRequest } from './errors';

/** What a test card does when it is charged. */
export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: 'card_declined' | 'insufficient_funds' }
  | { kind: 'three_d_secure' };

export type CardBrand = 'visa' | 'mastercard';

/**
 * The numbers this test-mode processor knows, as Stripe's test cards behave. Any other number, even
 * a valid one, is refused at tokenisation: somebody typing a real card into a sandbox should be told
 * so, and its number is never kept.
 */
export const TEST_CARDS: Record<string, { brand: CardBrand; behaviour: CardBehaviour }> = {
  '4242424242424242': { brand: 'visa', behaviour: { kind: 'succeed' } },
  '5555555555554444': { brand: 'mastercard', behaviour: { kind: 'succeed' } },
  '4000000000000002': { brand: 'visa', behaviour: { kind: 'decline', code: 'card_declined' } },
  '4000000000009995': { brand: 'visa', behaviour: { kind: 'decline', code: 'insufficient_funds' } },
  '4000000000003220': { brand: 'visa', behaviour: { kind: 'three_d_secure' } },
};

/** The Luhn (mod 10) check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardDetails = {
  number: unknown;
  exp_month: unknown;
  exp_year: unknown;
  cvc: unknown;
  name?: unknown;
};

export type CheckedCard = {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  behaviour: CardBehaviour;
};

const MAX_NAME_LENGTH = 200;

/** Two-digit years are read as this century's, as card forms print them. */
const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/**
 * Checks card details as a processor does before it issues a token, in the order a form shows its
 * fields, and answers the first problem with its code: `invalid_number` (not 12 to 19 digits, or a
 * failed Luhn check), `test_mode_live_card`, `invalid_expiry_month`, `invalid_expiry_year`,
 * `expired_card`, `invalid_cvc`. Spaces and dashes in the number are what people type, so they pass.
 * `now` is the time in milliseconds; a card is valid through the last day of its expiry month (UTC).
 */
export function checkCard(details: CardDetails, now: number): CheckedCard {
  if (typeof details.number !== 'string')
    throw invalidRequest('parameter_missing', 'number is required', 'number');
  const digits = details.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    throw cardError('invalid_number', 'The card number is not a valid card number.', 'number');
  }
  const known = TEST_CARDS[digits];
  if (!known) {
    throw cardError(
      'test_mode_live_card',
      'This is a test-mode gateway: use a test card such as 4242 4242 4242 4242.',
      'number',
    );
  }

  const month = details.exp_month;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) {
    throw cardError('invalid_expiry_month', "The card's expiration month is invalid.", 'exp_month');
  }
  const rawYear = details.exp_year;
  if (typeof rawYear !== 'number' || !Number.isInteger(rawYear) || rawYear < 0 || rawYear > 9999) {
    throw cardError('invalid_expiry_year', "The card's expiration year is invalid.", 'exp_year');
  }
  const year = fullYear(rawYear);
  const today = new Date(now);
  const [thisYear, thisMonth] = [today.getUTCFullYear(), today.getUTCMonth() + 1];
  if (year > thisYear + 50) {
    throw cardError('invalid_expiry_year', "The card's expiration year is invalid.", 'exp_year');
  }
  if (year < thisYear || (year === thisYear && month < thisMonth)) {
    throw cardError('expired_card', 'The card has expired.', 'exp_month');
  }

  if (typeof details.cvc !== 'string' || !/^\d{3,4}$/.test(details.cvc)) {
    throw cardError('invalid_cvc', "The card's security code is invalid.", 'cvc');
  }

  const name = details.name;
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > MAX_NAME_LENGTH)) {
    throw invalidRequest(
      'parameter_invalid',
      `name must be text of at most ${MAX_NAME_LENGTH} characters`,
      'name',
    );
  }
  return {
    brand: known.brand,
    last4: digits.slice(-4),
    exp_month: month,
    exp_year: year,
    name: typeof name === 'string' && name.trim() ? name.trim() : null,
    behaviour: known.behaviour,
  };
}
