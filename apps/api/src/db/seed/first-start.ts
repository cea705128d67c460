import type { Config } from '@wasla/config';
import type { FastifyInstance } from 'fastify';
import { DEMO_EMAIL_DOMAIN } from './marketplace/accounts';
import { DEMO_PASSWORD_FILE } from './marketplace/demo-password';
import { seedDemoMarketplaceIn } from './marketplace/seed-marketplace';
import { isCatalogueEmpty, seedDemoData } from './seed';

/**
 * What a server does with an empty database: it loads the catalogue (categories, tags, countries,
 * currencies, FAQ), which every site needs, and the demo marketplace (accounts, services, reviews)
 * only where SEED_DEMO_DATA says so: by default on a local site, never by default on a public one.
 */
export async function seedEmptyDatabase(app: FastifyInstance, config: Config) {
  if (!(await isCatalogueEmpty(app.database.db))) return;
  app.log.info('empty database: loading the catalogue');
  await seedDemoData(app.database.db);
  if (!config.SEED_DEMO_DATA) return;
  const marketplace = await seedDemoMarketplaceIn(app.database.db, config);
  app.log.info(
    marketplace,
    `demo marketplace loaded: its accounts (*@${DEMO_EMAIL_DOMAIN}) share the password in DATA_DIR/${DEMO_PASSWORD_FILE}`,
  );
}
