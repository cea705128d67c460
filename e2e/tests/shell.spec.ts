import { expect, guidesSeen, interactive, test } from '../support/test';

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens, and closes when the route changes', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(drawer).toBeHidden();
  });

  test('the drawer closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/ar');
    const opener = page.getByRole('button', { name: 'فتح القائمة' });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test.describe('errors', () => {
  test('an unknown path shows the localised 404 page with a 404 status', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');

    const arabic = await page.goto('/ar/no-such-page');
    expect(arabic?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a path without a language goes to the visitor language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'tr-TR' });
    await guidesSeen(context);
    const page = interactive(await context.newPage());
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/tr\/about-us$/);
    await context.close();
  });
});

test('the offline overlay covers the page and leaves a second after the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/en/faq');
  // The page must have its scripts before the connection goes; nothing can be fetched after.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await context.setOffline(true);
  const overlay = page.getByRole('alertdialog', { name: 'No Internet Connection' });
  await expect(overlay).toBeVisible();
  await context.setOffline(false);
  await page.waitForTimeout(400);
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 3000 });
});

test('about us shows live statistics from the API', async ({ page, request }) => {
  const stats = await (
    await request.get('/api/v1/about-us/statistics', { headers: { 'x-api-key': 'wasla-web-2f6c1d9e' } })
  ).json();
  await page.goto('/en/about-us');
  const figures = page.getByRole('definition');
  await expect(figures.first()).toHaveText(String(stats.data.main_categories + stats.data.sub_categories));
  await expect(page.getByText('Main categories', { exact: true })).toBeVisible();
});

test('SEO: canonical, four alternates and Open Graph on a public page', async ({ page }) => {
  await page.goto('/fr/faq');
  await expect(page).toHaveTitle(/Wasla/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/faq$/);
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(5);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  // The sitemap is an index: the fixed pages are in one file, services and providers in others.
  const index = await (await page.request.get('/sitemap.xml')).text();
  expect(index).toContain('<sitemapindex');
  expect(index).toContain('/sitemap-services.xml?page=1');
  const pages = await (await page.request.get('/sitemap-pages.xml')).text();
  expect(pages).toContain('/tr/privacy-policy');
});

test('the header fits the page from 900 to 1536 px in every language, links in the drawer below 1200', async ({
  page,
}) => {
  for (const lang of ['ar', 'en', 'fr', 'tr']) {
    for (const width of [900, 1024, 1199, 1200, 1280, 1536]) {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(`/${lang}/faq`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${lang} at ${width} px`).toBe(0);
      await expect(page.locator('header nav')).toBeVisible({ visible: width >= 1200 });
    }
  }
});
