import { defineConfig } from 'vitest/config';

const INCLUDE = [
  'packages/*/src/**/*.test.ts',
  'apps/api/src/**/*.test.ts',
  'apps/sandbox-gateway/src/**/*.test.ts',
  'apps/web/app/**/*.test.ts',
  'apps/web/server/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Test files that replace a module with `vi.mock`: they get a module graph of their own. Every other
 * file shares its worker's modules with the files before it (`isolate: false`), which saves loading
 * the whole API once per file; each API test builds its own app on its own cloned database, so no
 * state passes from one file to the next through a module.
 */
const MOCKING = ['apps/api/src/modules/media/service-image-heic.test.ts'];

const shared = {
  globalSetup: ['apps/api/src/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

// One runner for unit tests (beside the code) and API integration tests (through buildApp()).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'shared-modules', include: INCLUDE, exclude: MOCKING, isolate: false } },
      { test: { ...shared, name: 'module-mocks', include: MOCKING, isolate: true } },
    ],
  },
});
