import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The public pages a new visitor meets, each in Arabic and English, on a phone and on a desktop.
 * Besides axe's default rules, "label in name" (WCAG 2.5.3) is on: a control's accessible name must
 * contain the text it shows, so that someone speaking to their computer can say what they see.
 */
const FIXED_PAGES = [
  '',
  '/categories-guide',
  '/category',
  '/providers',
  '/faq',
  '/about-us',
  '/auth/login',
  '/auth/sign-up',
];

/** The first address a page links to under `prefix` (a service, a provider, a category listing). */
async function firstLink(page: Page, from: string, prefix: string) {
  await page.goto(from);
  const href = await page
    .locator(`main a[href^="${prefix}"]`)
    .first()
    .getAttribute('href', { timeout: 10_000 });
  expect(href, `${from} links to ${prefix}…`).toBeTruthy();
  return href!.replace(/^\/(ar|en)/, '');
}

async function blockingViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const width of [390, 1280]) {
  for (const lang of ['ar', 'en']) {
    test(`axe finds no serious or critical violation on the public pages, ${lang} at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      const found = [
        await firstLink(page, `/${lang}/category`, `/${lang}/services/`),
        await firstLink(page, `/${lang}/providers`, `/${lang}/provider/`),
        await firstLink(page, `/${lang}`, `/${lang}/category/`),
      ];
      // The header search sends services to the listing with the words typed.
      const searched = `/category?name=${encodeURIComponent(lang === 'ar' ? 'تصميم' : 'design')}`;
      const failures: string[] = [];
      for (const path of [...FIXED_PAGES, ...found, searched]) {
        await page.goto(`/${lang}${path}`);
        for (const violation of await blockingViolations(page)) failures.push(`${path || '/'} ${violation}`);
      }
      expect(failures).toEqual([]);
    });
  }
}

test('the language button is named by what it shows, and says which language it is', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/faq');
  const button = page.getByRole('banner').getByRole('button', { name: /^EN\b/ });
  await expect(button).toHaveText(/^EN$/);
  await expect(button).toHaveAccessibleName(/English/);
  await page.goto('/ar/faq');
  await expect(page.getByRole('banner').getByRole('button', { name: /^AR\b/ })).toHaveAccessibleName(
    /العربية/,
  );
});
