import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { loadConfig } from '@wasla/api/config';
import { seedDemoMarketplaceIn } from '@wasla/api/db/seed/marketplace/seed-marketplace';
import { isCatalogueEmpty, seedDemoData } from '@wasla/api/db/seed/seed';
import { registerWeb } from './web-host';

/**
 * `npm start`: migrations are applied when the API opens its database, the demo data is loaded once
 * into an empty one, and web and API are served together on PORT (3000).
 */
const config = loadConfig();
const app = await buildApp(config);
if (config.SEED_DEMO_DATA && (await isCatalogueEmpty(app.database.db))) {
  app.log.info('empty database: loading the demo data');
  await seedDemoData(app.database.db);
  const marketplace = await seedDemoMarketplaceIn(app.database.db, config.DATA_DIR);
  app.log.info(marketplace, 'demo marketplace loaded');
}
await registerWeb(app, { buildDir: join(import.meta.dirname, '..', 'build'), apiKey: config.API_KEY });
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
