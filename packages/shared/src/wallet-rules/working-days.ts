/**
 * Working days in the United Arab Emirates, where the wallet's promises are kept: the weekend has
 * been Saturday and Sunday since January 2022, and days are counted in the Gulf's time (UTC+4 all
 * year, no daylight saving). Public holidays are not counted out: they move with the moon and are
 * announced late, so the promise may slip by a holiday, never fall short of 3 working days.
 */
export const UAE_WEEKEND_DAYS: readonly number[] = [6, 0];
export const GULF_UTC_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The day of the week in the Gulf (0 = Sunday … 6 = Saturday). */
export const gulfWeekday = (at: Date) => new Date(at.getTime() + GULF_UTC_OFFSET_MS).getUTCDay();

/**
 * The same time of day `days` working days after `from`: each day stepped over counts when it is a
 * working day, so a request on Thursday is due on Tuesday and one on Saturday on Wednesday.
 */
export function addWorkingDays(from: Date, days: number, weekend: readonly number[] = UAE_WEEKEND_DAYS) {
  let at = from.getTime();
  let counted = 0;
  while (counted < days) {
    at += DAY_MS;
    if (!weekend.includes(gulfWeekday(new Date(at)))) counted++;
  }
  return new Date(at);
}
