import type { Locator, Page } from '@playwright/test';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';
import { hydrated } from '../support/ui';

/** The addresses on this site that a part of the page links to (app stores and sister sites aside). */
async function ownLinks(area: Locator) {
  const hrefs = await area
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  return hrefs.map((href) => href.split('#')[0]!);
}

/** Every address is a page that exists: no "page not found" behind any link a person is offered. */
async function expectAllResolve(page: Page, hrefs: string[]) {
  const unique = [...new Set(hrefs)];
  expect(unique.length).toBeGreaterThan(0);
  const broken: string[] = [];
  for (const href of unique) {
    const response = await page.request.get(href, { maxRedirects: 5 });
    if (response.status() === 404 || response.status() >= 500) broken.push(`${href} → ${response.status()}`);
  }
  expect(broken).toEqual([]);
}

test('every link of the header, footer and site map leads to a page, for a guest on a desktop', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const hrefs: string[] = [];
  for (const lang of ['en', 'ar']) {
    await page.goto(`/${lang}/faq`);
    hrefs.push(...(await ownLinks(page.getByRole('banner'))), ...(await ownLinks(page.locator('footer'))));
  }
  await page.goto('/en/siteMap');
  hrefs.push(...(await ownLinks(page.getByRole('main'))));
  // The blog is built: its link is in the main navigation and must lead to its page.
  expect(hrefs).toContain('/en/blogs');
  await expectAllResolve(page, hrefs);
});

test('every link of the phone drawer leads to a page, signed out and signed in', async ({ page }) => {
  test.setTimeout(90_000);
  const drawerLinks = async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en/faq');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    return ownLinks(drawer);
  };
  const hrefs = await drawerLinks();
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Rana Haddad', 'drawer');
  hrefs.push(...(await drawerLinks()));
  expect(hrefs).toContain('/en/dashboard');
  await expectAllResolve(page, hrefs);
});

test('every link of the dashboard menu, its sub-links and the account menu leads to a page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpVerified(page, 'en', 'Karim Saleh', 'menus');
  const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
  // A group shows its sub-links once open: walk the menu as a person clicking through it would.
  const seen = new Set<string>();
  const queue = ['/en/dashboard'];
  while (queue.length) {
    const href = queue.shift()!;
    if (seen.has(href)) continue;
    seen.add(href);
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    for (const next of await ownLinks(menu)) if (!seen.has(next)) queue.push(next);
  }
  expect([...seen]).toContain('/en/my-services/uncompleted');
  expect([...seen]).toContain('/en/my-wallet');
  expect([...seen]).toContain('/en/payment-methods');
  // The deals are built: the three lists of my deals are in the menu and each opens.
  for (const type of ['sent', 'received', 'favored']) expect([...seen]).toContain(`/en/my-deals/${type}`);
  // Plans, the network and the blog are built: their pages are in the menu and open.
  expect([...seen]).toContain('/en/my-subscription');
  expect([...seen]).toContain('/en/my-network/following');
  expect([...seen]).toContain('/en/my-network/followers');
  expect([...seen]).toContain('/en/my-articles/pending');
  expect([...seen]).toContain('/en/my-articles/published');

  await page.goto('/en/faq');
  await hydrated(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Karim Saleh|Account/ })
    .click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toBeVisible();
  const accountLinks = await items.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')).filter((href): href is string => !!href?.startsWith('/')),
  );
  await expectAllResolve(page, [...accountLinks, ...(await ownLinks(page.getByRole('banner')))]);
});
