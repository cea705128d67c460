import { fileURLToPath } from 'node:url';
import { buildApp, PAGE_CALL_HEADER, seedEmptyDatabase } from '@wasla/api';
import { loadConfigOrExit } from '@wasla/config';
import { mountSandboxGateway } from '@wasla/sandbox-gateway/mount';
import { registerWeb } from '@wasla/web/host';

/**
 * `npm start`: the composition of the two apps. Migrations are applied when the API opens its
 * database, an empty one gets the catalogue (and, on a local site, the demo marketplace), and web and
 * API are served together on PORT (3000), the pages calling the API in-process. A public site with an
 * unsafe configuration stops here with one line saying why. Each app knows only its own part: the
 * API is reached through its public entry, the web through its host. Unless PAYMENT_GATEWAY_URL
 * names another, the sandbox card gateway is served here too, under /sandbox-gateway: on the site's
 * own origin, so two local starts on two ports never fight over a third.
 */
const config = loadConfigOrExit();
const app = await buildApp(config);
await seedEmptyDatabase(app, config);
if (!config.PAYMENT_GATEWAY_URL) await mountSandboxGateway(app, config);
await registerWeb(app, {
  buildDir: fileURLToPath(new URL('../../web/build', import.meta.url)),
  apiKey: config.API_KEY,
  publicUrl: config.PUBLIC_URL,
  // A public site is served over https (packages/config, deployment-safety.ts), so its cookies may
  // always say so.
  secureCookies: config.PUBLIC_SITE,
  pageCalls: { header: PAGE_CALL_HEADER, key: app.pageCallKey },
});
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
