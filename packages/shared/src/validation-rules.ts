import { CONTACT_MESSAGE_MIN_CHARS } from './business-constants';
import { textField } from './contracts/fields';

/**
 * Field rules of SPEC.md section 5 shared by API and web forms. Messages are catalogue keys under
 * `validation.*`; `describeIssue` turns any zod issue into a key and its parameters for translation.
 */

// ASCII only, a dot-free start, and a top-level domain of 2 to 4 letters as the spec asks.
const EMAIL_PATTERN =
  /^[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,4}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value) && !value.includes('..') && value.length <= 254;
}

export const emailField = textField
  .min(1, { error: 'validation.required' })
  .refine(isValidEmail, { error: 'validation.email' });

/** Phone numbers are digits only, at least 8, with the exact count of the chosen country when known. */
export function isValidPhoneNumber(digits: string, allowedLengths?: readonly number[]): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 8) return false;
  return !allowedLengths?.length || allowedLengths.includes(digits.length);
}

/** Text that must say something: trimmed, and not only markup or spaces. */
export function visibleLength(text: string): number {
  return visibleText(text).length;
}

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words a reader sees in a piece of rich text: tags removed, common entities decoded, spaces folded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export const personNameField = textField
  .min(2, { error: 'validation.min_chars' })
  .max(80, { error: 'validation.max_chars' });

export const contactMessageField = textField
  .min(CONTACT_MESSAGE_MIN_CHARS, { error: 'validation.min_chars' })
  .max(2000, { error: 'validation.max_chars' });

export type IssueMessage = { key: string; params: Record<string, string | number> };

/** Maps a zod issue to a translatable key, carrying the limit of a size rule as `count`. */
export function describeIssue(issue: {
  code: string;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
}): IssueMessage {
  const params: Record<string, string | number> = {};
  if (typeof issue.minimum === 'number' || typeof issue.minimum === 'bigint')
    params.count = Number(issue.minimum);
  if (typeof issue.maximum === 'number' || typeof issue.maximum === 'bigint')
    params.count = Number(issue.maximum);
  if (issue.message?.startsWith('validation.')) return { key: issue.message, params };
  switch (issue.code) {
    case 'too_small':
      return { key: params.count === 1 ? 'validation.required' : 'validation.min_chars', params };
    case 'too_big':
      return { key: 'validation.max_chars', params };
    case 'invalid_type':
      return { key: 'validation.required', params };
    case 'invalid_value':
      return { key: 'validation.invalid_choice', params };
    default:
      return { key: 'validation.invalid', params };
  }
}
