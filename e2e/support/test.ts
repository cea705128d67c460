import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/** How long a journey waits for a page it opened to become interactive before going on regardless. */
const HYDRATION_WAIT_MS = 10_000;

/** Waits until the page has hydrated: pages paint first and load their scripts after that paint. */
async function afterHydration(page: Page) {
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: HYDRATION_WAIT_MS })
    // A page that never hydrates (the last-resort error page) is still checked by the journey itself.
    .catch(() => undefined);
}

/**
 * A page whose `goto` and `reload` return once it is interactive, as a person waits for a page before
 * using its buttons: its HTML shows first, and its scripts load after that first paint.
 */
export function interactive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await afterHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await afterHydration(page);
    return response;
  };
  return page;
}

/**
 * Marks the first-visit guides (the onboarding boards, the dashboard's tour) as already seen, and the
 * install offer as declined, in every page of `context`: a journey about something else is not
 * interrupted by them; their own journeys turn this off.
 */
export async function guidesSeen(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('tourDashboardShown', '1');
      window.localStorage.setItem('onboardingShown', '1');
      window.localStorage.setItem('installPromptDeclinedAt', String(Date.now()));
    } catch {
      // A page without storage (about:blank) has nothing to guide.
    }
  });
}

/**
 * Playwright's `test` with three habits of every journey:
 * - the first-visit guides count as seen (`guidesSeen`), unless a journey says `test.use({ guides: true })`;
 * - its `page` is `interactive`;
 * - any journey fails whose page asked for a catalog key it was not sent: the browser receives only
 *   the catalog sections its pages use, so a forgotten section would show its raw key to a visitor.
 */
export const test = base.extend<{ catalogKeysPresent: undefined; guides: boolean }>({
  guides: [false, { option: true }],
  context: async ({ context, guides }, use) => {
    if (!guides) await guidesSeen(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    await use(interactive(page));
  },
  catalogKeysPresent: [
    async ({ page }, use) => {
      const missing: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().startsWith('Missing catalog key')) {
          missing.push(message.text());
        }
      });
      await use(undefined);
      expect(missing, 'catalog keys the page lacked').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
