import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

test.use({ guides: true });

const COPY = {
  ar: {
    titles: ['اعثر على الشخص المناسب', 'اتفق في صفقة رسمية', 'ادفع بأمان'],
    next: 'التالي',
    guest: 'ادخل كزائر',
  },
  en: {
    titles: ['Find the right person', 'Agree a formal deal', 'Pay safely'],
    next: 'Next',
    guest: 'Enter as a guest',
  },
};

for (const [lang, width] of [
  ['ar', 390],
  ['en', 1280],
] as const) {
  const copy = COPY[lang];
  test(`${lang === 'ar' ? 'in Arabic on a phone' : 'in English on a desktop'}: a first visit reads three boards and enters as a guest, once`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/${lang}`);
    await hydrated(page);
    for (const [i, title] of copy.titles.entries()) {
      const board = page.getByRole('dialog', { name: title });
      await expect(board).toBeVisible();
      await expect(board).toContainText(`${i + 1}`);
      if (i === 0) await accessible(page);
      if (i < copy.titles.length - 1) await board.getByRole('button', { name: copy.next }).click();
    }
    await page.getByRole('button', { name: copy.guest }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The home page is there behind it, and the boards do not come back.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('the boards can be skipped with the button or Escape, or lead to creating an account', async ({
  browser,
}) => {
  for (const way of ['skip', 'escape', 'sign-up'] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/en');
    await hydrated(page);
    const board = page.getByRole('dialog', { name: 'Find the right person' });
    await expect(board).toBeVisible();
    if (way === 'skip') await board.getByRole('button', { name: 'Skip' }).click();
    if (way === 'escape') await page.keyboard.press('Escape');
    if (way === 'sign-up') {
      await board.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('link', { name: 'Create a free account' }).click();
      await expect(page).toHaveURL(/\/en\/auth\/sign-up$/);
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/en');
    await hydrated(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  }
});
