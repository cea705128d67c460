import { readFile } from 'node:fs/promises';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

const COPY = {
  ar: {
    name: 'ليلى الحربي',
    title: 'بياناتك',
    empty: 'لم تطلب نسخة من بياناتك بعد.',
    prepare: 'جهّز بياناتي',
    ready: /بياناتك جاهزة\. يعمل الرابط حتى/,
    download: 'نزّل بياناتي',
  },
  en: {
    name: 'Layla Harbi',
    title: 'Your data',
    empty: 'You have not asked for a copy of your data yet.',
    prepare: 'Prepare my data',
    ready: /Your data is ready\. The link works until/,
    download: 'Download my data',
  },
};

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  const copy = COPY[lang];
  test(`${lang === 'ar' ? 'in Arabic on a phone' : 'in English on a desktop'}: "Your data" is prepared by the worker and downloaded as a ZIP`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signUpVerified(page, lang, copy.name, `export-${lang}`);
    await page.goto(`/${lang}/account-settings`);
    await hydrated(page);
    const section = page.getByRole('region', { name: copy.title });
    await expect(section.getByText(copy.empty)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // By keyboard, as anyone may: the button takes the focus and Enter asks.
    const prepare = section.getByRole('button', { name: copy.prepare });
    await prepare.focus();
    await page.keyboard.press('Enter');
    // The worker prepares it in the background; the page asks again on its own until it is ready.
    await expect(section.getByText(copy.ready)).toBeVisible({ timeout: 60_000 });
    const link = section.getByRole('link', { name: copy.download });
    await expect(link).toBeVisible();
    await accessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^wasla-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = await readFile((await download.path())!);
    // A ZIP begins with its local file header's signature, "PK\3\4".
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes.length).toBeGreaterThan(500);
  });
}
