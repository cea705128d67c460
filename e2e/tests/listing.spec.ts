import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { accessible, hydrated } from '../support/ui';

/** The seeded "writing and translation" services are priced in several currencies, from about 13 to 115 USD. */
const CATEGORY = 'writing-translation';

const COPY = {
  en: {
    filters: 'Filters',
    from: 'From',
    to: 'To',
    apply: 'Show results',
    showing: /Showing (\d+) of (\d+) results/,
  },
  ar: {
    filters: 'عوامل التصفية',
    from: 'من',
    to: 'إلى',
    apply: 'عرض النتائج',
    showing: /عرض (\d+) من أصل (\d+) نتيجة/,
  },
};

/** Western digits of a formatted amount ("١٢٣٫٤٥ €" or "$123.45"), as a number. */
function amountOf(text: string) {
  const western = text
    .replace(/[٠-٩]/g, (d) => String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)))
    .replace(/[٫,]/g, (c) => (c === '٫' ? '.' : ''));
  return Number(western.replace(/[^\d.]/g, ''));
}

async function totalShown(page: Page, lang: 'en' | 'ar') {
  const text = await page.getByText(COPY[lang].showing).textContent();
  return Number(COPY[lang].showing.exec(text ?? '')?.[2]);
}

/** The first amount of each card's price is the one in the visitor's currency. */
async function shownPrices(results: Locator) {
  const texts = await results.locator('article bdi:first-child').allTextContents();
  return texts.map(amountOf);
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
}

test('English, desktop: a price range typed in US dollars filters services priced in other currencies', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'userCurrency', value: 'USD', url: baseURL! }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/en/category/${CATEGORY}`);
  await hydrated(page);
  const before = await totalShown(page, 'en');
  expect(before).toBeGreaterThan(2);

  const filters = page.getByRole('complementary', { name: COPY.en.filters });
  await expect(filters.getByText('Price (USD)')).toBeVisible();
  await filters.getByRole('textbox', { name: COPY.en.from, exact: true }).fill('20');
  await filters.getByRole('textbox', { name: COPY.en.to, exact: true }).fill('150');
  await filters.getByRole('button', { name: COPY.en.apply }).click();

  await expect(page).toHaveURL(/min_price=20/);
  await expect(page).toHaveURL(/max_price=150/);
  // The address changes as the new listing arrives; its count follows on the next render.
  await expect.poll(() => totalShown(page, 'en')).toBeLessThan(before);
  const after = await totalShown(page, 'en');
  expect(after).toBeGreaterThan(0);
  const prices = await shownPrices(page.getByRole('main'));
  expect(prices.length).toBe(Math.min(after, 10));
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(20);
    expect(price).toBeLessThanOrEqual(150);
  }
  // Each card also shows the amount the provider set, in its own currency.
  await expect(page.getByRole('main').locator('article bdi:nth-child(2)').first()).toBeVisible();

  // The address alone brings back the same listing: it can be shared.
  const shared = await page.request.get(page.url());
  expect(await shared.text()).toContain(`Showing ${Math.min(after, 10)} of ${after} results`);
  await accessible(page);
  await noHorizontalOverflow(page);
});

test('Arabic, phone: the filters open in a dialog and a range in euros narrows the listing', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'userCurrency', value: 'EUR', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ar/category/${CATEGORY}`);
  await hydrated(page);
  const before = await totalShown(page, 'ar');

  await page.getByRole('button', { name: COPY.ar.filters }).click();
  const dialog = page.getByRole('dialog', { name: COPY.ar.filters });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: COPY.ar.from, exact: true }).fill('30');
  await dialog.getByRole('textbox', { name: COPY.ar.to, exact: true }).fill('120');
  await dialog.getByRole('button', { name: COPY.ar.apply }).click();

  await expect(page).toHaveURL(/min_price=30.*max_price=120|max_price=120.*min_price=30/);
  await expect(dialog).toBeHidden();
  // The address changes as the new listing arrives; its count follows on the next render.
  await expect.poll(() => totalShown(page, 'ar')).toBeLessThan(before);
  const after = await totalShown(page, 'ar');
  expect(after).toBeGreaterThan(0);
  for (const price of await shownPrices(page.getByRole('main'))) {
    expect(price).toBeGreaterThanOrEqual(30);
    expect(price).toBeLessThanOrEqual(120);
  }
  await accessible(page);
  await noHorizontalOverflow(page);
});
