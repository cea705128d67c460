import { openDatabaseFor } from '../../app';
import { loadConfig } from '../../config';
import { seedDemoData } from './seed';

// `npm run db:seed`: loads or refreshes the demo data; running it again changes nothing.
const handle = await openDatabaseFor(loadConfig());
await seedDemoData(handle.db);
await handle.close();
console.log('demo data loaded');
