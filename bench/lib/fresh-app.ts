import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { type Config, loadConfig } from '@wasla/config';

/**
 * The API for a benchmark's child process: a fresh data folder (PGlite in it unless DATABASE_URL is
 * set), accounts verified through the development mailbox, no demo data, no timers, and no
 * per-visitor limit (every request comes from one address, and the limiter is not what is measured).
 * `removeData` deletes the folder once the app is closed; `overrides` change any of these settings.
 */
export async function freshBenchApp(name: string, overrides: Partial<Config> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), `wasla-${name}-bench-`));
  const config = loadConfig(process.env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEV_MAILBOX: true,
    SEED_DEMO_DATA: false,
    SWEEP_INTERVAL_MS: 0,
    RATE_LIMIT_MAX: 10_000_000,
    ...overrides,
  });
  const app = await buildApp(config);
  return { app, config, removeData: () => rm(dataDir, { recursive: true, force: true }) };
}

/**
 * A bench server's way out: when the parent stops it (SIGTERM) or goes away, the app is closed and
 * its data folder removed before the process exits.
 */
export function stopWithParent(app: { close(): Promise<unknown> }, removeData: () => Promise<unknown>) {
  const stop = async () => {
    await app.close();
    await removeData();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('disconnect', stop);
}
