import { loadConfigOrExit } from '@wasla/config';
import { buildApp } from './app';
import { seedEmptyDatabase } from './db/seed/first-start';

/** Runs the API alone (scale-out behind a load balancer); `npm start` serves it with the web app. */
const config = loadConfigOrExit();
const app = await buildApp(config);
await seedEmptyDatabase(app, config);
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
