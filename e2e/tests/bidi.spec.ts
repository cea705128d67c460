import type { Page } from '@playwright/test';
import { E2E_CONTROL_URL } from '../server-address';
import { signUpVerified } from '../support/accounts';
import { expect, test } from '../support/test';

/** A right-to-left override with no end: unless the name is isolated, it reverses what follows it. */
const OVERRIDE = '\u202E';

/**
 * Every piece of text on the page holding `mark` sits in an isolate (`<bdi>` or `dir="auto"`), so
 * the direction marks it holds end with it. Answers the texts that are not isolated.
 */
function leaking(page: Page, mark: string) {
  return page.evaluate((mark) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const bare: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(mark)) continue;
      const parent = node.parentElement!;
      if (parent.closest('script, template, [hidden]')) continue;
      if (parent.closest('bdi, [dir="auto"]')) continue;
      // In a plain string the user's text sits between FSI and PDI, which isolate as <bdi> does.
      const outside = node.textContent.replace(/\u2068[^\u2069]*\u2069/g, '');
      if (outside.includes(mark)) bare.push(`${parent.tagName}: ${node.textContent}`);
    }
    return bare;
  }, mark);
}

/** Where the last two letters of an element's text are drawn, left to right. */
function lastTwoLetters(page: Page, selector: string) {
  return page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let last: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.trim()) last = node as Text;
    }
    const text = last!.textContent!.trimEnd();
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(last!, index);
      range.setEnd(last!, index + 1);
      return range.getBoundingClientRect().left;
    };
    return { beforeLast: at(text.length - 2), last: at(text.length - 1) };
  }, selector);
}

test('an English title on an Arabic page keeps its punctuation at its own end', async ({ page }) => {
  const made = await page.request.post(`${E2E_CONTROL_URL}/listed-service`, {
    data: { provider: 'Sami Design Co.', name_en: 'Logo design, fast!', name_ar: 'Logo design, fast!' },
  });
  const { slug } = (await made.json()) as { slug: string };
  await page.goto(`/ar/services/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Read left to right, "fast!" ends with "!": the mark is drawn to the right of the "t".
  const title = await lastTwoLetters(page, 'main h1');
  expect(title.last).toBeGreaterThan(title.beforeLast);
  const provider = await lastTwoLetters(page, '#provider-title ~ a bdi');
  expect(provider.last).toBeGreaterThan(provider.beforeLast);
});

test('places and properties on an English service page are separated by English commas', async ({ page }) => {
  await page.goto('/en/category');
  const services = await page
    .locator('main article a[href^="/en/services/"]')
    .evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute('href')!));
  let lines = 0;
  for (const href of services) {
    await page.goto(href);
    const facts = page.locator(
      'section[aria-labelledby="places-title"] li, section[aria-labelledby="properties-title"] dd',
    );
    for (const text of await facts.allTextContents()) {
      lines++;
      expect(text, href).not.toContain('،');
    }
  }
  expect(lines).toBeGreaterThan(0);
});

test('direction marks in a name stay inside it on cards, pages and menus', async ({ page }) => {
  test.setTimeout(90_000);
  const provider = `Huda ${OVERRIDE}Studio`;
  const made = await page.request.post(`${E2E_CONTROL_URL}/listed-service`, {
    data: { provider, name_en: `Brand kit ${OVERRIDE}pro`, name_ar: `هوية بصرية ${OVERRIDE}pro` },
  });
  const { slug } = (await made.json()) as { slug: string };
  for (const lang of ['ar', 'en']) {
    await page.goto(`/${lang}/services/${slug}`);
    expect(await leaking(page, OVERRIDE), `service page in ${lang}`).toEqual([]);
    await page.goto(
      `/${lang}/category?name=${encodeURIComponent(lang === 'ar' ? 'هوية بصرية' : 'Brand kit')}`,
    );
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await leaking(page, OVERRIDE), `listing in ${lang}`).toEqual([]);
    await page.goto(`/${lang}/providers?name=Huda`);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(await leaking(page, OVERRIDE), `providers in ${lang}`).toEqual([]);
    await page.locator('main article').first().locator('a[href*="/provider/"]').first().click();
    await expect(page).toHaveURL(/\/provider\//);
    expect(await leaking(page, OVERRIDE), `provider page in ${lang}`).toEqual([]);
    // The provider has requested nothing: the empty tab names them in a sentence.
    await page.goto(`${new URL(page.url()).pathname}?tab=services&type=requested`);
    await expect(page.getByRole('main')).toContainText('Studio');
    expect(await leaking(page, OVERRIDE), `empty requested tab in ${lang}`).toEqual([]);
  }

  // The signed-in header: the name beside the avatar on a wide screen, and in the phone drawer.
  await page.setViewportSize({ width: 1600, height: 900 });
  await signUpVerified(page, 'en', `Rami ${OVERRIDE}Nasser`, 'bidi');
  await page.goto('/en/faq');
  await expect(page.getByRole('banner')).toContainText('Nasser');
  expect(await leaking(page, OVERRIDE), 'header').toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toContainText('Nasser');
  expect(await leaking(page, OVERRIDE), 'drawer').toEqual([]);
});
