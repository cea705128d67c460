import { defineConfig } from 'vitest/config';

// One runner for unit tests (beside the code) and API integration tests (through buildApp()).
export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/api/src/**/*.test.ts',
      'apps/sandbox-gateway/src/**/*.test.ts',
      'apps/web/app/**/*.test.ts',
      'apps/web/server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
