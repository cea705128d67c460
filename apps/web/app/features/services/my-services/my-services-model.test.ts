import { describe, expect, it } from 'vitest';
import {
  addServiceHref,
  cardActions,
  draftProgress,
  holidayProblems,
  isCardIntent,
  isMyServicesType,
  lastDayOf,
  listHref,
  listQueryOf,
  localDay,
  reopenProblems,
} from './my-services-model';

describe('my services model', () => {
  it('knows the three lists', () => {
    expect(isMyServicesType('provided')).toBe(true);
    expect(isMyServicesType('uncompleted')).toBe(true);
    expect(isMyServicesType('drafts')).toBe(false);
    expect(isMyServicesType(undefined)).toBe(false);
  });

  it('reads the tab and the page from the address, falling back to the first', () => {
    expect(listQueryOf(new URLSearchParams(''))).toEqual({ status: 'all', page: 1 });
    expect(listQueryOf(new URLSearchParams('status=holiday&page=3'))).toEqual({ status: 'holiday', page: 3 });
    expect(listQueryOf(new URLSearchParams('status=expired&page=-2'))).toEqual({ status: 'all', page: 1 });
    expect(listQueryOf(new URLSearchParams('page=1.5'))).toEqual({ status: 'all', page: 1 });
  });

  it('writes list addresses without the defaults', () => {
    expect(listHref('ar', 'provided', 'all')).toBe('/ar/my-services/provided');
    expect(listHref('en', 'requested', 'closed', 2)).toBe('/en/my-services/requested?status=closed&page=2');
    expect(listHref('fr', 'uncompleted', 'open', 3)).toBe('/fr/my-services/uncompleted?page=3');
  });

  it('adds a service of the list type, provided from the drafts', () => {
    expect(addServiceHref('ar', 'requested')).toBe('/ar/add-service?type=requested');
    expect(addServiceHref('tr', 'uncompleted')).toBe('/tr/add-service?type=provided');
  });

  it('offers the owner actions of the state table', () => {
    const holiday = { start: '2026-12-01', end: '2026-12-05' };
    expect(cardActions({ status: 'open', holiday: null })).toEqual({
      close: true,
      reopen: false,
      holiday: true,
      cancelHoliday: false,
    });
    expect(cardActions({ status: 'open', holiday })).toMatchObject({ holiday: true, cancelHoliday: true });
    expect(cardActions({ status: 'holiday', holiday })).toEqual({
      close: true,
      reopen: false,
      holiday: true,
      cancelHoliday: true,
    });
    for (const status of ['closed', 'expired'] as const) {
      expect(cardActions({ status, holiday: null })).toEqual({
        close: false,
        reopen: true,
        holiday: false,
        cancelHoliday: false,
      });
    }
    expect(Object.values(cardActions({ status: 'draft', holiday: null })).some(Boolean)).toBe(false);
  });

  it('shows the last open day of an end that is the next midnight', () => {
    expect(lastDayOf('2026-12-06T00:00:00.000Z')).toBe('2026-12-05');
    expect(lastDayOf('2027-01-01T00:00:00.000Z')).toBe('2026-12-31');
  });

  it('writes a local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('checks a reopening before it is sent', () => {
    const today = '2026-11-21';
    expect(reopenProblems('forever', '', today)).toEqual({});
    expect(reopenProblems('until', '', today)).toEqual({ until: ['until_required'] });
    expect(reopenProblems('until', '21/11/2026', today)).toEqual({ until: ['date_invalid'] });
    expect(reopenProblems('until', '2026-11-20', today)).toEqual({ until: ['until_past'] });
    expect(reopenProblems('until', today, today)).toEqual({});
  });

  it('checks a holiday before it is sent', () => {
    const today = '2026-11-21';
    expect(holidayProblems('', '', today)).toEqual({
      holiday_start: ['start_required'],
      holiday_end: ['end_required'],
    });
    expect(holidayProblems('2026-12-05', '2026-12-01', today)).toEqual({ holiday_end: ['end_before_start'] });
    expect(holidayProblems('2026-11-01', '2026-11-10', today)).toEqual({ holiday_end: ['end_past'] });
    expect(holidayProblems('2026-11-01', '2026-11-21', today)).toEqual({});
    expect(holidayProblems('2026-12-01', '2026-12-01', today)).toEqual({});
    expect(holidayProblems('2026-13-01', '2026-12-01', today)).toEqual({ holiday_start: ['date_invalid'] });
  });

  it('counts the finished steps of a draft', () => {
    const progress = draftProgress({
      general: [],
      files: [{ field: 'media', key: 'x' }],
      communication: [],
    });
    expect(progress.done).toBe(2);
    expect(progress.total).toBe(3);
    expect(progress.parts.map((p) => p.done)).toEqual([true, false, true]);
  });

  it('accepts only the known intents', () => {
    expect(isCardIntent('cancel-holiday')).toBe(true);
    expect(isCardIntent('publish')).toBe(false);
  });
});
