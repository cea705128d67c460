import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';

/** Boxes of the items of a list, as laid out now. */
async function boxes(items: Locator) {
  const all = await items.all();
  return Promise.all(all.map(async (item) => (await item.boundingBox())!));
}

test('/home is the home page under a second address', async ({ page }) => {
  for (const lang of ['en', 'ar']) {
    const reply = await page.request.get(`/${lang}/home?ref=share`, { maxRedirects: 0 });
    expect(reply.status()).toBe(301);
    expect(reply.headers().location).toBe(`/${lang}?ref=share`);
  }
  await page.goto('/ar/home');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a category card on home opens that category’s services', async ({ page }) => {
  await page.goto('/en');
  const grid = page.getByRole('region', { name: 'Browse the main categories' });
  const card = grid
    .getByRole('link')
    .filter({ hasText: /specialt/ })
    .first();
  const name = (await card.locator('span.font-semibold').textContent())!.trim();
  await card.click();
  await expect(page).toHaveURL(/\/en\/category\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the hero’s category tiles are links to their listings and never overlap', async ({ page }) => {
  for (const width of [1024, 1100, 1280, 1440, 1536]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/ar');
    const tiles = page.getByRole('list', { name: 'تصفّح التصنيفات الرئيسية' }).getByRole('link');
    await expect(tiles).toHaveCount(9);
    const laid = await boxes(tiles);
    for (const [i, a] of laid.entries()) {
      for (const b of laid.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        expect(apart, `tiles overlap at ${width} px`).toBe(true);
      }
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `page wider than the screen at ${width} px`).toBe(0);
  }
  await page.getByRole('list', { name: 'تصفّح التصنيفات الرئيسية' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/ar\/category\/[^/?#]+$/);
});

test('every category of the guide and the site map links to its listing', async ({ page }) => {
  await page.goto('/en/categories-guide');
  const first = page.locator('details').first();
  await first.locator('summary').click();
  const specialties = first.getByRole('listitem').getByRole('link');
  expect(await specialties.count()).toBeGreaterThan(0);
  const specialty = (await specialties.first().textContent())!.trim();
  await specialties.first().click();
  await expect(page).toHaveURL(/\/en\/category\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(specialty);

  await page.goto('/en/categories-guide');
  await page.locator('details').first().locator('summary').click();
  await page
    .getByRole('link', { name: /^All services in / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/category\/[^/?#]+$/);

  await page.goto('/en/siteMap');
  const categories = page.getByRole('navigation', { name: 'Main categories' }).getByRole('link');
  for (const href of await categories.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    expect(href).toMatch(/^\/en\/category\/[^/?#]+$/);
  }
});

test('the category named on a service card opens its listing', async ({ page }) => {
  await page.goto('/en/category');
  const card = page.locator('main article').first();
  const category = card.locator('a[href^="/en/category/"]');
  const name = (await category.textContent())!.trim();
  await category.click();
  await expect(page).toHaveURL(/\/en\/category\/[^/?#]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
