import { loadConfigOrExit } from '@wasla/config';
import { openDatabaseFor } from './open-database';

// `npm run db:migrate`: opening the database applies the committed migrations.
const handle = await openDatabaseFor(loadConfigOrExit());
await handle.close();
console.log('migrations applied');
