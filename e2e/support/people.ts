import type { Browser, BrowserContextOptions } from '@playwright/test';
import { guidesSeen, interactive } from './test';

/**
 * A person in a browser of their own (a deal's client, its provider, the support team), at the
 * journey's width and language; a catalog key the page asked for and was not sent lands in `missing`.
 */
export async function person(browser: Browser, options: BrowserContextOptions, missing: string[]) {
  const context = await browser.newContext(options);
  await guidesSeen(context);
  const page = interactive(await context.newPage());
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Missing catalog key'))
      missing.push(message.text());
  });
  return page;
}
