import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { loadConfig } from '@wasla/api/config';
import { seedDemoData } from '@wasla/api/db/seed/seed';
import { registerWeb } from '../apps/web/server/web-host';

/** The production app on a fresh seeded database (or DATABASE_URL), for the benchmarks only. */
const port = Number(process.argv[2] ?? 3210);
const config = loadConfig(process.env, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: port,
  DATA_DIR: process.env.DATABASE_URL ? undefined : await mkdtemp(join(tmpdir(), 'wasla-bench-')),
  // The load comes from one address; a per-visitor limit would measure the limiter, not the app.
  RATE_LIMIT_MAX: 10_000_000,
});
const app = await buildApp(config);
await seedDemoData(app.database.db);
await registerWeb(app, {
  buildDir: join(import.meta.dirname, '..', 'apps', 'web', 'build'),
  apiKey: config.API_KEY,
});
await app.listen({ host: config.HOST, port });
process.send?.('ready');
