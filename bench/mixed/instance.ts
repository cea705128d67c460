import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { isCatalogueEmpty, seedDemoData } from '@wasla/api/db/seed/seed';
import { loadConfig } from '@wasla/config';
import { type MixedSetup, setUpMixedLoad } from './setup';

/**
 * One API instance of bench/mixed-load.ts, on the PostgreSQL and Redis of the environment, listening
 * on the port it is given (a restarted instance comes back on the same one, as behind a proxy). With
 * `BENCH_SETUP=<pairs>` it first writes what the load needs (see setup.ts) and sends it to the parent.
 * It runs the outbox worker in-process, as a lone instance does.
 */
const port = Number(process.argv[2]);
const dataDir = await mkdtemp(join(tmpdir(), 'wasla-mixed-bench-'));
const config = loadConfig(process.env, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: false,
  // Timers run as in production (deal deadlines, renewals), every 5 s on each instance.
  SWEEP_INTERVAL_MS: 5_000,
  // Every request comes from one address: the per-address limit is not what is measured.
  RATE_LIMIT_MAX: 100_000_000,
});
const app = await buildApp(config);
let setup: MixedSetup | undefined;
const pairs = Number(process.env.BENCH_SETUP ?? 0);
if (pairs > 0) {
  if (await isCatalogueEmpty(app.database.db)) await seedDemoData(app.database.db);
  setup = await setUpMixedLoad(app.database.db, pairs);
}
await app.listen({ host: '127.0.0.1', port });
process.send?.({ url: `http://127.0.0.1:${port}`, apiKey: config.API_KEY, setup });
setup = undefined;
const stop = async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
