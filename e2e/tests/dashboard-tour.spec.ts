import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

test.use({ guides: true });

const COPY = {
  ar: {
    name: 'هالة المنصوري',
    step: (n: number) => `الخطوة ${n} من 3`,
    titles: ['صفقاتك', 'تتابعهم ومتابِعوك', 'اشتراكك'],
    next: 'التالي',
    back: 'السابق',
    done: 'فهمت',
    skip: 'تخطَّ الجولة',
  },
  en: {
    name: 'Hala Mansouri',
    step: (n: number) => `Step ${n} of 3`,
    titles: ['Your deals', 'Following and followers', 'Your subscription'],
    next: 'Next',
    back: 'Back',
    done: 'Got it',
    skip: 'Skip the tour',
  },
};
const TARGETS = ['my_deals', 'my_network', 'my_subscription'];

for (const [lang, width] of [
  ['ar', 390],
  ['en', 1280],
] as const) {
  const copy = COPY[lang];
  test(`${lang === 'ar' ? 'in Arabic on a phone' : 'in English on a desktop'}: the dashboard's tour walks three steps once per browser`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpVerified(page, lang, copy.name, `tour-${lang}`);
    await page.goto(`/${lang}/dashboard`);
    await hydrated(page);

    const tour = page.getByRole('dialog', { name: copy.titles[0] });
    await expect(tour).toBeVisible();
    await expect(tour).toContainText(copy.step(1));
    // The dialog takes the focus, so a screen reader reads the step; the menu entry it names is marked.
    await expect(tour.getByRole('heading', { name: copy.titles[0] })).toBeFocused();
    const marked = page.locator('[data-tour-active]');
    await expect(marked).toHaveAttribute('data-tour', TARGETS[0]!);
    await expect(marked).toBeVisible();
    await accessible(page);

    await tour.getByRole('button', { name: copy.next }).click();
    const second = page.getByRole('dialog', { name: copy.titles[1] });
    await expect(second).toContainText(copy.step(2));
    await expect(marked).toHaveAttribute('data-tour', TARGETS[1]!);
    await second.getByRole('button', { name: copy.back }).click();
    await expect(page.getByRole('dialog', { name: copy.titles[0] })).toBeVisible();
    // The keyboard walks it too.
    await page.getByRole('button', { name: copy.next }).press('Enter');
    await page.getByRole('button', { name: copy.next }).press('Enter');
    const third = page.getByRole('dialog', { name: copy.titles[2] });
    await expect(third).toContainText(copy.step(3));
    await expect(marked).toHaveAttribute('data-tour', TARGETS[2]!);
    await third.getByRole('button', { name: copy.done }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(marked).toHaveCount(0);

    // Once per browser: not again on the next visit.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the tour ends with Escape or "Skip" and stays ended', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Tour Skipper', 'tour-skip');
  await page.goto('/en/dashboard');
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Your deals' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Another browser has not seen it; "Skip" ends it there.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const second = await other.newPage();
  await second.evaluate(() => undefined);
  await second.goto('/en/dashboard');
  await second.evaluate(() => window.localStorage.removeItem('tourDashboardShown'));
  await second.reload();
  await expect(second.getByRole('dialog', { name: 'Your deals' })).toBeVisible();
  await second.getByRole('button', { name: 'Skip the tour' }).click();
  await expect(second.getByRole('dialog')).toHaveCount(0);
  await other.close();
});
