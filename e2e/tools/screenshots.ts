import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

/**
 * Screenshots of pages at phone and desktop widths, for looking at the product as a person does:
 * `npx tsx e2e/tools/screenshots.ts [--storage=state.json] [base-url] [path ...]` writes PNGs to
 * `e2e/screenshots/`. `--storage` opens the pages with the cookies of a browser state Playwright
 * saved (`context.storageState({ path })`), for pages behind a sign-in.
 */
const args = process.argv.slice(2);
const storageState = args.find((arg) => arg.startsWith('--storage='))?.slice('--storage='.length);
const [base = 'http://localhost:3000', ...paths] = args.filter((arg) => !arg.startsWith('--'));
const pages = paths.length ? paths : ['/ar', '/en'];
const out = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    deviceScaleFactor: 1,
    storageState,
  });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: true });
    console.log(join(out, name));
  }
  await context.close();
}
await browser.close();
