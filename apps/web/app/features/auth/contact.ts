import type { Country } from '@wasla/shared/contracts/catalogue';

/** Sign in, sign up or recover with an e-mail or with a phone number. */
export type ContactMethod = 'email' | 'phone';
export const isContactMethod = (value: unknown): value is ContactMethod =>
  value === 'email' || value === 'phone';

/** Where a phone code goes: a text message or WhatsApp. */
export type CodeChannel = 'sms' | 'whatsapp';
export const isCodeChannel = (value: unknown): value is CodeChannel =>
  value === 'sms' || value === 'whatsapp';

export type PhoneCountry = Pick<Country, 'code' | 'name' | 'phone_code' | 'phone_digits'>;

/** SPEC.md section 5: at least 8 digits, and the exact count of the chosen country when known. */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 15;

/** The digit counts a country's numbers may have, within the rule of at least 8. */
export function allowedDigitCounts(country: PhoneCountry | undefined): number[] {
  return (country?.phone_digits ?? []).filter((n) => n >= PHONE_MIN_DIGITS && n <= PHONE_MAX_DIGITS);
}

/** After "send a new code": the wait before the next one, and when this one went (restarts the count). */
export type CodeSent = { resendIn?: number; sentAt?: number };
