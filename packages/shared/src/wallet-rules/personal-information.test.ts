import { describe, expect, it } from 'vitest';
import { dateOfBirthProblem, isCalendarDay } from './personal-information';

describe('date of birth', () => {
  it('is a real day', () => {
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(isCalendarDay('2001-02-29')).toBe(false);
    expect(isCalendarDay('2001-13-01')).toBe(false);
    expect(isCalendarDay('1899-12-31')).toBe(false);
    expect(dateOfBirthProblem('2001-02-30', '2031-03-10')).toBe('validation.date');
  });

  it('is of someone 18 or older, from their birthday on', () => {
    expect(dateOfBirthProblem('2013-03-10', '2031-03-10')).toBeUndefined();
    expect(dateOfBirthProblem('2013-03-11', '2031-03-10')).toBe('validation.date_of_birth_adult');
    // Born on 29 February: of age on 1 March of a year without one.
    expect(dateOfBirthProblem('2012-02-29', '2030-02-28')).toBe('validation.date_of_birth_adult');
    expect(dateOfBirthProblem('2012-02-29', '2030-03-01')).toBeUndefined();
  });

  it('is not in the future', () => {
    expect(dateOfBirthProblem('2031-03-11', '2031-03-10')).toBe('validation.date_past');
  });
});
