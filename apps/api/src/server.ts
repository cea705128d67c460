import { loadConfigOrExit } from '@wasla/config';
import { mountSandboxGateway } from '@wasla/sandbox-gateway/mount';
import { buildApp } from './app';
import { seedEmptyDatabase } from './db/seed/first-start';

/**
 * Runs the API alone (scale-out behind a load balancer); `npm start` serves it with the web app. The
 * sandbox gateway is served here as by `npm start` unless PAYMENT_GATEWAY_URL names one; several
 * instances must name one (`npm run sandbox-gateway`), or each would hold charges of its own.
 */
const config = loadConfigOrExit();
const app = await buildApp(config);
await seedEmptyDatabase(app, config);
if (!config.PAYMENT_GATEWAY_URL) await mountSandboxGateway(app, config);
await app.listen({ host: config.HOST, port: config.PORT });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
