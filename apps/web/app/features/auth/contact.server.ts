import { countryList } from '@wasla/shared/contracts/replies';
import { toLatinDigits } from '@wasla/shared/digits';
import type { Language } from '@wasla/shared/languages';
import type { AppLoadContext } from 'react-router';
import { apiFor } from '../../lib/api-client/client.server';
import type { CodeSent, ContactMethod, PhoneCountry } from './contact';

/** Arabic-Indic and Persian digits typed on an Arabic keyboard, read as the digits they are. */
export const latinDigits = toLatinDigits;

/**
 * A phone number as people type it ("050 123-4567", "٠٥٠١٢٣٤٥٦٧") becomes the digits the API
 * expects: no spaces or dashes, and no leading trunk 0 (the calling code replaces it).
 */
export function phoneDigits(value: string): string {
  return latinDigits(value)
    .replace(/[\s\-().]/g, '')
    .replace(/^0+(?=\d)/, '');
}

export function callingCode(value: string): string {
  return latinDigits(value)
    .trim()
    .replace(/^\+|^00/, '');
}

export type Contact =
  | { method: 'email'; email: string }
  | { method: 'phone'; phone_number: string; country_code: string };

const text = (form: FormData | URLSearchParams, key: string) => String(form.get(key) ?? '').trim();

/**
 * The e-mail or the phone a form (or a query) names. `method` says which; without it, a phone and no
 * e-mail mean the phone, anything else the e-mail.
 */
export function readContact(form: FormData | URLSearchParams, method?: ContactMethod): Contact {
  const phone = text(form, 'phone_number') || text(form, 'phone');
  const named = text(form, 'method');
  const chosen =
    method ?? (named === 'phone' || (!named && phone && !text(form, 'email')) ? 'phone' : 'email');
  if (chosen === 'phone') {
    return {
      method: 'phone',
      phone_number: phoneDigits(phone),
      country_code: callingCode(text(form, 'country_code')),
    };
  }
  return { method: 'email', email: text(form, 'email') };
}

/** A contact as the values of a form that shows both tabs: the unused side is empty. */
export function contactPrefill(contact: Contact) {
  return {
    method: contact.method,
    email: contact.method === 'email' ? contact.email : '',
    phone_number: contact.method === 'phone' ? contact.phone_number : '',
    country_code: contact.method === 'phone' ? contact.country_code : '',
  };
}

/** What the API reads: `email`, or `phone_number` with `country_code`. */
export function contactBody(contact: Contact): Record<string, string> {
  return contact.method === 'email'
    ? { email: contact.email }
    : { phone_number: contact.phone_number, country_code: contact.country_code };
}

/** Whether a contact names an address at all (a page opened without one goes back a step). */
export function hasContact(contact: Contact): boolean {
  return contact.method === 'email' ? contact.email !== '' : contact.phone_number !== '';
}

/** The contact as a query string for the next screen: `email=…`, or `phone=…&country_code=…`. */
export function contactQuery(contact: Contact, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(
    contact.method === 'email'
      ? { email: contact.email }
      : { phone: contact.phone_number, country_code: contact.country_code },
  );
  for (const [key, value] of Object.entries(extra)) if (value) query.set(key, value);
  return query.toString();
}

/** The address as people read it: the e-mail, or `+971501234567`. */
export function contactLabel(contact: Contact): string {
  return contact.method === 'email' ? contact.email : `+${contact.country_code}${contact.phone_number}`;
}

/** Countries for the calling-code choice, with the digit counts of their numbers. */
export async function phoneCountries(context: AppLoadContext, lang: Language): Promise<PhoneCountry[]> {
  const countries = await apiFor(context, lang).get(countryList, '/countries');
  return countries.map(({ code, name, phone_code, phone_digits }) => ({
    code,
    name,
    phone_code,
    phone_digits,
  }));
}

/** Only paths of this site are followed after signing in, never another origin. */
export function safeNext(value: FormDataEntryValue | string | null | undefined, lang: string): string {
  const next = typeof value === 'string' ? value : '';
  return next.startsWith(`/${lang}`) && !next.startsWith('//') && !next.includes('\\') ? next : `/${lang}`;
}

/**
 * When nothing was entered the API names the `email` field; on the phone tab that error belongs to
 * the phone field, which is the one on screen.
 */
export function errorsForContact<R extends { ok: boolean }>(result: R, contact: Contact): R {
  if (result.ok || contact.method !== 'phone') return result;
  const failed = result as unknown as { errors: Record<string, string[]> };
  const { email, ...rest } = failed.errors;
  if (!email) return result;
  return { ...result, errors: { ...rest, phone_number: [...(rest.phone_number ?? []), ...email] } };
}

/** The wait the API gives after sending a code, for the resend countdown. */
export function codeSent(reply: { ok: true; data: { resend_in: number } } | { ok: false }): CodeSent {
  return reply.ok ? { resendIn: reply.data.resend_in, sentAt: Date.now() } : {};
}
