/** The age from which a person may receive payouts (the age of majority in the Emirates). */
export const PAYOUT_MINIMUM_AGE = 18;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar day that exists, written YYYY-MM-DD ("2001-02-29" does not). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * What is wrong with a date of birth on `today` (both YYYY-MM-DD), as a `validation.*` key, or
 * undefined: a real day, not after today, and at least 18 years before it. Someone born on 29 February
 * comes of age on 1 March in a year without one.
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | undefined {
  if (!isCalendarDay(dateOfBirth)) return 'validation.date';
  if (dateOfBirth > today) return 'validation.date_past';
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= PAYOUT_MINIMUM_AGE ? undefined : 'validation.date_of_birth_adult';
}
