import { join } from 'node:path';
import { REPO_ROOT, sandboxGatewaySettings } from '@wasla/config';
import { listenSandboxGateway } from './server';

/**
 * `npm run sandbox-gateway`: the gateway alone on its own port (4242), for an API started with
 * PAYMENT_GATEWAY_URL=http://127.0.0.1:4242. Browsers reach it at PAYMENT_GATEWAY_PUBLIC_URL.
 */
const settings = sandboxGatewaySettings(process.env, join(REPO_ROOT, 'data'));
if (settings.problem) {
  process.stderr.write(`The sandbox gateway cannot start: ${settings.problem}\n`);
  process.exit(1);
}
const server = await listenSandboxGateway({ ...settings, logLevel: 'info' });
server.app.log.info(`sandbox gateway (TEST MODE) at ${server.url}, webhooks to ${settings.webhookUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
