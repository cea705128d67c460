import { join } from 'node:path';
import { buildApp, PAGE_CALL_HEADER } from '@wasla/api/app';
import { loadConfig } from '@wasla/config';
import { registerWeb } from '../apps/web/server/web-host';
import type { ServerTiming } from './lib/servers';

/**
 * The production app on the benchmark catalogue (DATABASE_URL, else PGlite under DATA_DIR; see
 * catalogue/bench-database.ts), for the benchmarks only. Reports its own time per API request to the
 * parent process when asked.
 */
const port = Number(process.argv[2] ?? 3210);
const config = loadConfig(process.env, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: port,
  // The load comes from one address; a per-visitor limit would measure the limiter, not the app.
  RATE_LIMIT_MAX: 10_000_000,
});
const app = await buildApp(config);

let timings: ServerTiming[] = [];
app.addHook('onResponse', async (request, reply) => {
  if (request.url.startsWith('/api/')) timings.push({ path: request.url, ms: reply.elapsedTime });
});
process.on('message', (message: { take?: string }) => {
  if (message.take !== 'timings') return;
  process.send?.({ timings });
  timings = [];
});

await registerWeb(app, {
  buildDir: join(import.meta.dirname, '..', 'apps', 'web', 'build'),
  apiKey: config.API_KEY,
  pageCalls: { header: PAGE_CALL_HEADER, key: app.pageCallKey },
});
await app.listen({ host: config.HOST, port });
process.send?.('ready');
