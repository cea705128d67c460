import { isCatalogueEmpty, seedDemoData } from '@wasla/api/db/seed/seed';
import { freshBenchApp, stopWithParent } from '../lib/fresh-app';
import { type MixedSetup, setUpMixedLoad } from './setup';

/**
 * One API instance of bench/mixed-load.ts, on the PostgreSQL and Redis of the environment, listening
 * on the port it is given (a restarted instance comes back on the same one, as behind a proxy). With
 * `BENCH_SETUP=<pairs>` it first writes what the load needs (see setup.ts) and sends it to the parent.
 * It runs the outbox worker in-process, as a lone instance does.
 */
const port = Number(process.argv[2]);
// Timers run as in production (deal deadlines, renewals), every 5 s on each instance.
const { app, config, removeData } = await freshBenchApp('mixed', { SWEEP_INTERVAL_MS: 5_000 });
let setup: MixedSetup | undefined;
const pairs = Number(process.env.BENCH_SETUP ?? 0);
if (pairs > 0) {
  if (await isCatalogueEmpty(app.database.db)) await seedDemoData(app.database.db);
  setup = await setUpMixedLoad(app.database.db, pairs);
}
await app.listen({ host: '127.0.0.1', port });
process.send?.({ url: `http://127.0.0.1:${port}`, apiKey: config.API_KEY, setup });
setup = undefined;
stopWithParent(app, removeData);
