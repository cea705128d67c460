import type { Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';
import { publishThroughWizard, WIZARD_COPY } from '../support/wizard';

const STATUS_COPY = {
  en: {
    close: 'Close',
    closed: 'Closed',
    reopen: 'Reopen',
    reopened: 'Open',
    reopenSubmit: 'Reopen',
    holiday: 'Holiday',
    first: 'First day',
    last: 'Last day',
    saveHoliday: 'Save holiday',
    badge: 'On holiday',
  },
  ar: {
    close: 'إغلاق',
    closed: 'مغلقة',
    reopen: 'إعادة فتح',
    reopened: 'مفتوحة',
    reopenSubmit: 'إعادة الفتح',
    holiday: 'إجازة',
    first: 'أول يوم',
    last: 'آخر يوم',
    saveHoliday: 'حفظ الإجازة',
    badge: 'في إجازة',
  },
};

/** From the success dialog to "my services": close the service, reopen it for good, then a holiday. */
async function manageStatus(page: Page, lang: 'en' | 'ar') {
  const c = STATUS_COPY[lang];
  const toList = page.getByRole('link', { name: WIZARD_COPY[lang].toMyServices });
  if (await toList.isVisible()) await toList.click();
  else await page.goto(`/${lang}/my-services/provided`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/my-services/provided`));
  await hydrated(page);
  const card = page.getByRole('article').filter({ hasText: WIZARD_COPY[lang].nameText });
  await card.getByRole('button', { name: c.close, exact: true }).click();
  await expect(card.getByText(c.closed, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: c.reopen, exact: true }).click();
  const reopen = page.getByRole('dialog');
  await reopen.getByRole('button', { name: c.reopenSubmit, exact: true }).click();
  await expect(card.getByText(c.reopened, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: c.close, exact: true })).toBeVisible();
  await card.getByRole('button', { name: c.holiday, exact: true }).click();
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const holiday = page.getByRole('dialog');
  await holiday.getByLabel(c.first).fill(today);
  await holiday.getByLabel(c.last).fill(later);
  await holiday.getByRole('button', { name: c.saveHoliday }).click();
  await expect(card.getByText(c.badge, { exact: true })).toBeVisible();
}

test('a provider publishes a service through the wizard in English', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Nadia Farouk', 'wizard-en');
  await publishThroughWizard(page, 'en');
  await manageStatus(page, 'en');
});

test('a provider publishes a service through the wizard in Arabic on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpVerified(page, 'ar', 'سلمى العلي', 'wizard-ar');
  await publishThroughWizard(page, 'ar');
  await page.keyboard.press('Escape');
  await accessible(page);
  // Nothing on the page runs wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await manageStatus(page, 'ar');
});
