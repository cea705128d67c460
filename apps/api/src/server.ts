import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoMarketplaceIn } from './db/seed/marketplace/seed-marketplace';
import { isCatalogueEmpty, seedDemoData } from './db/seed/seed';

/** Runs the API alone (scale-out behind a load balancer); `npm start` serves it with the web app. */
const config = loadConfig();
const app = await buildApp(config);
if (config.SEED_DEMO_DATA && (await isCatalogueEmpty(app.database.db))) {
  app.log.info('empty database: loading the demo data');
  await seedDemoData(app.database.db);
  const marketplace = await seedDemoMarketplaceIn(app.database.db, config.DATA_DIR);
  app.log.info(marketplace, 'demo marketplace loaded');
}
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
