import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, failing any journey whose page asked for a catalog key it was not sent: the
 * browser receives only the catalog sections its pages use, so a forgotten section would otherwise
 * show its raw key to a visitor.
 */
export const test = base.extend<{ catalogKeysPresent: undefined }>({
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
