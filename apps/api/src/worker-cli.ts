import { loadConfigOrExit } from '@wasla/config';
import { buildApp } from './app';

/**
 * `npm run worker`: the worker as a process of its own (outbox delivery, e-mail, timed changes),
 * beside servers that may then run with WORKER=off. Any number may run at once on one PostgreSQL.
 * It is the app composed as usual, with its worker on and no port opened. SIGTERM or SIGINT stops it
 * gracefully: the event under way finishes, the rest of its batch is handed back at once.
 */
// Checked before the configuration is loaded, which may write a local secret into DATA_DIR.
if (!process.env.DATABASE_URL) {
  process.stderr.write(
    'The worker runs as a process of its own only on PostgreSQL (DATABASE_URL): a PGlite database ' +
      'belongs to one process, where the server runs the worker itself (WORKER=inline).\n',
  );
  process.exit(1);
}
const config = loadConfigOrExit();
const app = await buildApp({ ...config, WORKER: 'inline' });
await app.ready();
app.log.info('worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'worker stopping');
    void app.close().then(() => process.exit(0));
  });
}
