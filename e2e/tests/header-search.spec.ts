import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

const COPY = {
  en: {
    open: 'Search services and providers',
    dialog: 'Search',
    field: 'Search services',
    hint: 'Type at least 4 characters to see results.',
    services: 'Matching services',
    providersToggle: 'Providers',
    providers: 'Matching providers',
    empty: 'No results for',
  },
  ar: {
    open: 'ابحث في الخدمات ومقدمي الخدمات',
    dialog: 'البحث',
    field: 'ابحث عن خدمة',
    hint: 'اكتب 4 أحرف على الأقل لتظهر النتائج.',
    services: 'الخدمات المطابقة',
    providersToggle: 'مقدمو الخدمات',
    providers: 'مقدمو الخدمات المطابقون',
    empty: 'لا توجد نتائج',
    back: 'رجوع',
  },
};

/** A word of six letters that no seeded text holds, so that only this journey's listing matches it. */
function uniqueWord(letters: string) {
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/** A provider and an open service, both named with `word`, listed through the control server. */
async function listService(page: Page, names: { provider: string; name_en: string; name_ar: string }) {
  const res = await page.request.post(`${E2E_CONTROL_URL}/listed-service`, { data: names });
  expect(res.ok()).toBe(true);
}

test('the header search in English on a desktop: shortcut, hint, results, providers, keyboard', async ({
  page,
}) => {
  const c = COPY.en;
  const word = `Zor${uniqueWord('bdfgklmnprstvz')}`;
  const service = `${word} calligraphy for wedding cards`;
  const provider = `${word} Studio`;
  await listService(page, { provider, name_en: service, name_ar: `خط عربي ${word}` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/faq');
  await hydrated(page);

  // Ctrl+K opens the box with the field focused; under four characters it only hints.
  await page.keyboard.press('Control+k');
  const box = page.getByRole('dialog', { name: c.dialog });
  const field = box.getByRole('combobox');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleName(c.field);
  await field.fill(word.slice(0, 3));
  await expect(box.getByText(c.hint)).toBeVisible();

  await field.fill(word.toLowerCase());
  const services = box.getByRole('listbox', { name: c.services });
  await expect(services.getByRole('option', { name: service })).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await accessible(page);

  // Arrow keys highlight a result; the field points at it.
  await field.press('ArrowDown');
  const first = services.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);

  // Providers: the same text asked again, and Enter opens the highlighted provider.
  await box.getByRole('radio', { name: c.providersToggle }).click();
  await expect(box.getByRole('radio', { name: c.providersToggle })).toBeChecked();
  const providers = box.getByRole('listbox', { name: c.providers });
  const match = providers.getByRole('option', { name: provider });
  await expect(match).toBeVisible();
  const href = await match.getAttribute('href');
  expect(href).toMatch(/^\/en\/provider\/[\w-]+$/);
  await field.focus();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(box).toBeHidden();

  // Escape closes the box and gives focus back to the magnifier that opened it.
  await page.goto('/en/faq');
  await hydrated(page);
  const magnifier = page.getByRole('button', { name: c.open });
  await magnifier.click();
  await expect(box).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(magnifier).toBeFocused();

  // A nonsense word finds nothing; Enter without a highlight opens the full listing.
  await page.keyboard.press('Control+k');
  await field.fill('qzxvjw');
  // (The sentence is also announced by the status region, which is no paragraph.)
  await expect(
    box.getByRole('paragraph').filter({ hasText: `${c.empty} “\u2068qzxvjw\u2069”` }),
  ).toBeVisible();
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/category\?name=qzxvjw$/);
});

test('the header search in Arabic on a phone: magnifier, hint, results, providers, a result', async ({
  page,
}) => {
  const c = COPY.ar;
  const word = `زمر${uniqueWord('بتجدرزسشصطعغقكمن')}`;
  const service = `تصميم بطاقات ${word}`;
  const provider = `استوديو ${word}`;
  await listService(page, { provider, name_en: `${word} cards`, name_ar: service });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/faq');
  await hydrated(page);

  const magnifier = page.getByRole('button', { name: c.open });
  await magnifier.click();
  const panel = page.getByRole('dialog', { name: c.dialog });
  const field = panel.getByRole('combobox');
  await expect(field).toBeFocused();
  await expect(field).toHaveAccessibleName(c.field);
  await field.fill(word.slice(0, 3));
  await expect(panel.getByText(c.hint)).toBeVisible();

  await field.fill(word);
  await expect(
    panel.getByRole('listbox', { name: c.services }).getByRole('option', { name: service }),
  ).toBeVisible();
  // The panel fits the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await accessible(page);

  await panel.getByRole('radio', { name: c.providersToggle }).click();
  const match = panel.getByRole('listbox', { name: c.providers }).getByRole('option', { name: provider });
  await expect(match).toBeVisible();
  const href = await match.getAttribute('href');
  await match.click();
  await expect(page).toHaveURL(href!);
  expect(href).toMatch(/^\/ar\/provider\/[\w-]+$/);
  await expect(panel).toBeHidden();

  // Nothing for a nonsense word; the back arrow closes the panel and focus returns to the magnifier.
  await page.goto('/ar/faq');
  await hydrated(page);
  await magnifier.click();
  await field.fill('ظغضثذخ');
  await expect(
    panel.getByRole('paragraph').filter({ hasText: `${c.empty} لـ«\u2068ظغضثذخ\u2069»` }),
  ).toBeVisible();
  await panel.getByRole('button', { name: c.back }).click();
  await expect(panel).toBeHidden();
  await expect(magnifier).toBeFocused();
});

test('on home the search shows only after scrolling past 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en');
  await hydrated(page);
  const magnifier = page.getByRole('button', { name: COPY.en.open });
  await expect(magnifier).toBeHidden();
  await page.mouse.wheel(0, 1200);
  await expect(magnifier).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(magnifier).toBeHidden();
  // The shortcut still opens the box at the top of the page.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: COPY.en.dialog })).toBeVisible();
});
