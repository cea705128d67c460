import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { seedEmptyDatabase } from '@wasla/api/db/seed/first-start';
import { loadConfigOrExit } from '@wasla/config';
import { registerWeb } from './web-host';

/**
 * `npm start`: migrations are applied when the API opens its database, an empty one gets the
 * catalogue (and, on a local site, the demo marketplace), and web and API are served together on
 * PORT (3000). A public site with an unsafe configuration stops here with one line saying why.
 */
const config = loadConfigOrExit();
const app = await buildApp(config);
await seedEmptyDatabase(app, config);
await registerWeb(app, {
  buildDir: join(import.meta.dirname, '..', 'build'),
  apiKey: config.API_KEY,
  publicUrl: config.PUBLIC_URL,
  // A public site is served over https (deployment-safety.ts), so its cookies may always say so.
  secureCookies: config.PUBLIC_SITE,
});
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
