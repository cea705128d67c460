import { z } from 'zod';

/**
 * The two shapes every value from outside takes before it reaches a query: an id and a text. Each
 * contract builds on these, so a value PostgreSQL cannot store or compare (an id past its `integer`,
 * a NUL byte, half of a UTF-16 pair) is refused as a 422 at the door instead of failing in SQL.
 */

/** The largest value of PostgreSQL's `integer` (and `serial`), the type of every id column. */
export const DB_INTEGER_MAX = 2_147_483_647;

const DIGITS = /^\s*\d+\s*$/;
const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * A row id: a whole number from 1 to `DB_INTEGER_MAX`, given as a number (JSON) or as decimal digits
 * (addresses, query strings, forms). Anything else, "1e309", "0x10", 2147483648, -1, is refused.
 */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (blank(issue.input) ? 'validation.required' : 'validation.invalid') })
    .int({ error: 'validation.invalid', abort: true })
    .min(1, { error: 'validation.invalid' })
    .max(DB_INTEGER_MAX, { error: 'validation.invalid' }),
) as unknown as z.ZodType<number, number | string>;

/** True for ids as text ("12"), each within `idField`'s range: for lists such as "4,9,12". */
export const isIdText = (text: string) => idField.safeParse(text).success;

// A UTF-16 high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text that can be stored as UTF-8: no NUL (PostgreSQL refuses it in `text`) and no lone surrogate
 * (it has no UTF-8 form). Bytes that were not UTF-8 on the wire arrive already replaced by U+FFFD.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Any text a person or a client sends: trimmed, and storable. Fields add their own lengths and
 * patterns after it (`textField.min(2).max(80)`).
 */
export const textField = z
  .string({ error: 'validation.required' })
  .trim()
  .refine(isStorableText, { error: 'validation.invalid', abort: true });

/** The same without trimming, for secrets whose every character counts (passwords, tokens). */
export const secretField = z
  .string({ error: 'validation.required' })
  .refine(isStorableText, { error: 'validation.invalid', abort: true });

/**
 * Why a team member acted, kept in the audit log beside the before and after (ending sessions,
 * changing a setting, dropping an event): required, five characters at least.
 */
export const teamReason = textField
  .min(1, { error: 'validation.required', abort: true })
  .min(5, { error: 'validation.min_chars' })
  .max(500, { error: 'validation.max_chars' });

/** A day in a search filter (`2026-11-29`, UTC); anything else is no filter rather than an error. */
export const dayFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
