import { INSTALL_PROMPT_AFTER_PAGES, INSTALL_PROMPT_SNOOZE_DAYS } from '@wasla/shared/business-constants';
import { describe, expect, it } from 'vitest';
import { isInstallMoment } from './install-moment';

const NOW = Date.UTC(2026, 10, 28, 12);
const DAY = 86_400_000;
const moment = (overrides: Partial<Parameters<typeof isInstallMoment>[0]> = {}) =>
  isInstallMoment({
    memory: { pagesSeen: INSTALL_PROMPT_AFTER_PAGES, declinedAt: null },
    now: NOW,
    path: '/dashboard',
    standalone: false,
    guideWaiting: false,
    ...overrides,
  });

describe('when the install prompt is offered', () => {
  it('after a few pages, on a page being read', () => {
    expect(moment()).toBe(true);
    expect(moment({ path: '/services/logo-12' })).toBe(true);
    expect(moment({ memory: { pagesSeen: INSTALL_PROMPT_AFTER_PAGES - 1, declinedAt: null } })).toBe(false);
  });

  it('not again for a month once declined', () => {
    const declined = (daysAgo: number) =>
      moment({ memory: { pagesSeen: 50, declinedAt: NOW - daysAgo * DAY } });
    expect(declined(1)).toBe(false);
    expect(declined(INSTALL_PROMPT_SNOOZE_DAYS - 1)).toBe(false);
    expect(declined(INSTALL_PROMPT_SNOOZE_DAYS)).toBe(true);
  });

  it('never in the installed app, over a first-visit guide, or in the middle of a form or payment', () => {
    expect(moment({ standalone: true })).toBe(false);
    expect(moment({ guideWaiting: true })).toBe(false);
    for (const path of [
      '/auth/login',
      '/add-service',
      '/edit-service/3',
      '/chat/9',
      '/deals/4/payment',
      '/withdraw',
    ]) {
      expect(moment({ path }), path).toBe(false);
    }
    expect(moment({ path: '/deals/4' })).toBe(true);
  });
});
