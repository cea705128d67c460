import { openDatabaseFor } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoMarketplaceIn } from './marketplace/seed-marketplace';
import { seedDemoData } from './seed';

// `npm run db:seed`: loads or refreshes the demo data, then fills an empty marketplace with demo
// providers and services (pictures under DATA_DIR); running it again changes nothing.
const config = loadConfig();
const handle = await openDatabaseFor(config);
await seedDemoData(handle.db);
const marketplace = await seedDemoMarketplaceIn(handle.db, config.DATA_DIR);
await handle.close();
console.log('demo data loaded');
console.log(marketplace.created ? marketplace : 'demo marketplace already present');
