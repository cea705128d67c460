import { openDatabaseFor } from '../app';
import { loadConfig } from '../config';

// `npm run db:migrate`: opening the database applies the committed migrations.
const handle = await openDatabaseFor(loadConfig());
await handle.close();
console.log('migrations applied');
