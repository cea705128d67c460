import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { E2E_BASE_URL } from './server-address';

/** Journeys in Debian's headless Chromium against the built app, started by the global setup. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Whole journeys (sign up, verify, several pages) on two shared cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
