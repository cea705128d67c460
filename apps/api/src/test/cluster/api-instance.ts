import { IN_MEMORY, loadConfig } from '@wasla/config';
import { buildApp } from '../../app';

/**
 * One API instance in a process of its own, as a deployment runs several behind a load balancer:
 * its database, Redis and secrets come from the environment the test hands it. It listens on a free
 * port and sends that port to the parent process.
 */
const config = loadConfig(process.env, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATA_DIR: IN_MEMORY,
  DEV_MAILBOX: true,
  SWEEP_INTERVAL_MS: 0,
});
const app = await buildApp(config);
await app.listen({ host: config.HOST, port: 0 });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
