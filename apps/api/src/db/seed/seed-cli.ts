import { loadConfigOrExit } from '@wasla/config';
import { openDatabaseFor } from '../open-database';
import { seedDemoMarketplaceIn } from './marketplace/seed-marketplace';
import { seedDemoData } from './seed';

// `npm run db:seed`: loads or refreshes the catalogue, then, where SEED_DEMO_DATA allows it (by
// default on a local site), fills an empty marketplace with demo providers and services (pictures
// under DATA_DIR); running it again changes nothing.
const config = loadConfigOrExit();
const handle = await openDatabaseFor(config);
await seedDemoData(handle.db);
console.log('catalogue loaded');
if (!config.SEED_DEMO_DATA) console.log('demo marketplace left out (SEED_DEMO_DATA is off)');
else {
  const marketplace = await seedDemoMarketplaceIn(handle.db, config);
  console.log(marketplace.created ? marketplace : 'demo marketplace already present');
}
await handle.close();
