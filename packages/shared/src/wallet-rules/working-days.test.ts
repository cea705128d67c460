import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, gulfWeekday } from './working-days';

describe('working days in the Emirates', () => {
  it('skips Saturday and Sunday, in Gulf time', () => {
    // Thursday 10:00 in Dubai: Friday, Monday, Tuesday.
    expect(addWorkingDays(new Date('2031-03-13T06:00:00Z'), 3).toISOString()).toBe(
      '2031-03-18T06:00:00.000Z',
    );
    // Saturday: Monday, Tuesday, Wednesday.
    expect(addWorkingDays(new Date('2031-03-15T06:00:00Z'), 3).toISOString()).toBe(
      '2031-03-19T06:00:00.000Z',
    );
    // Monday: Tuesday, Wednesday, Thursday.
    expect(addWorkingDays(new Date('2031-03-10T06:00:00Z'), 3).toISOString()).toBe(
      '2031-03-13T06:00:00.000Z',
    );
    // Friday 22:00 UTC is already Saturday 02:00 in Dubai: Monday, Tuesday, then Wednesday 02:00.
    expect(addWorkingDays(new Date('2031-03-14T22:00:00Z'), 3).toISOString()).toBe(
      '2031-03-18T22:00:00.000Z',
    );
  });

  it('lands on a working day, between 3 and 5 calendar days later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2022-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (from) => {
          const due = addWorkingDays(from, 3);
          expect([0, 6]).not.toContain(gulfWeekday(due));
          const days = (due.getTime() - from.getTime()) / 86_400_000;
          expect(days).toBeGreaterThanOrEqual(3);
          expect(days).toBeLessThanOrEqual(5);
        },
      ),
    );
  });
});
