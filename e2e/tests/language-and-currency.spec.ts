import { E2E_BASE_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, guidesSeen, interactive, test } from '../support/test';
import { choose, hydrated } from '../support/ui';

test.describe('language', () => {
  test('/ lands on /ar, right to left, for a visitor without preferences', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-AE' });
    await guidesSeen(context);
    const page = interactive(await context.newPage());
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('الشخص المناسب');
    await context.close();
  });

  test('/ follows Accept-Language when there is no cookie, and Arabic otherwise', async ({ browser }) => {
    const french = await browser.newContext({ locale: 'fr-FR' });
    await guidesSeen(french);
    const page = interactive(await french.newPage());
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await french.close();

    const german = await browser.newContext({ locale: 'de-DE' });
    await guidesSeen(german);
    const other = interactive(await german.newPage());
    await other.goto('/');
    await expect(other).toHaveURL(/\/ar$/);
    await german.close();
  });

  test('switching to English keeps the page, turns it left to right and is remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/ar/about-us');
    await page.getByRole('button', { name: 'اللغة' }).first().click();
    const items = page.getByRole('menuitemradio');
    await expect(items.first()).toHaveText('العربية');
    await expect(items.first()).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/[\u0600-\u06FF]/);
    expect(await page.evaluate(() => localStorage.getItem('lang_code'))).toBe('en');
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('every page of the shell is in the right language throughout', async ({ page }) => {
    for (const [lang, word] of [
      ['fr', 'Questions'],
      ['tr', 'Sorular'],
    ] as const) {
      await page.goto(`/${lang}/faq`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('navigation', { name: /./ }).first()).toBeVisible();
      // The bilingual logotype in the footer is the only Arabic allowed on these pages. Playwright's
      // innerText (rendered text, not the page's data scripts) is what a reader sees.
      // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator method, not the DOM property
      const text = (await page.locator('body').innerText()).replaceAll('وصلة', '');
      expect(text).not.toMatch(/[\u0600-\u06FF]/);
      await expect(page.locator('body')).not.toContainText(/\b(home|footer|nav)\.[a-z_]+/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
    }
  });
});

test.describe('currency', () => {
  test('the choice survives a reload, current first and ticked', async ({ page, context }) => {
    await page.goto('/en/faq');
    await page.getByRole('button', { name: 'Currency' }).first().click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())!.width).toBeGreaterThanOrEqual(320);
    await expect(page.getByRole('button', { name: 'Currency: AED' }).first()).toBeVisible();
    await expect(page.getByRole('menuitemradio').first()).toContainText('(AED)');
    await page.getByRole('menuitemradio', { name: /\(EUR\)/ }).click();
    await page.waitForLoadState('load');
    await expect(page.getByRole('button', { name: 'Currency' }).first()).toContainText('EUR');
    expect((await context.cookies()).find((c) => c.name === 'userCurrency')?.value).toBe('EUR');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Currency' }).first()).toContainText('EUR');
    await page.getByRole('button', { name: 'Currency' }).first().click();
    await expect(page.getByRole('menuitemradio').first()).toContainText('(EUR)');
    await expect(page.getByRole('menuitemradio').first()).toHaveAttribute('aria-checked', 'true');
  });

  test('a guest is offered a currency guessed from their country on pages other than home', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar-SA' });
    await guidesSeen(context);
    const page = interactive(await context.newPage());
    await page.goto('/ar');
    await expect(page.getByRole('region', { name: 'عملة العرض' })).toHaveCount(0);
    await page.goto('/ar/faq');
    const prompt = page.getByRole('region', { name: 'عملة العرض' });
    await expect(prompt).toContainText('(SAR)');
    await prompt.getByRole('button', { name: 'الإبقاء على SAR' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('region', { name: 'عملة العرض' })).toHaveCount(0);
    await context.close();
  });

  test('the currency saved in the profile wins over a guest choice, in the header, prompt and prices', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    // A guest chose euros in this browser before signing up.
    await context.addCookies([{ name: 'userCurrency', value: 'EUR', url: E2E_BASE_URL }]);
    await signUpVerified(page, 'en', 'Salma Qasim', 'currency');
    await page.goto('/en/my-profile');
    await hydrated(page);
    await choose(page, 'Currency', /\(SAR\)/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been saved.')).toBeVisible();

    expect((await context.cookies()).find((c) => c.name === 'userCurrency')?.value).toBe('EUR');
    await page.goto('/en/category');
    await expect(page.getByRole('button', { name: 'Currency: SAR' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Display currency' })).toHaveCount(0);
    await expect(page.locator('main article').first()).toContainText('SAR');
    await page.goto('/en/faq');
    await expect(page.getByRole('button', { name: 'Currency: SAR' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Display currency' })).toHaveCount(0);
  });
});
