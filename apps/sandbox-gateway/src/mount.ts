import { join } from 'node:path';
import { type Config, IN_MEMORY, paymentGatewayAddresses, SANDBOX_GATEWAY_PREFIX } from '@wasla/config';
import type { FastifyInstance } from 'fastify';
import { openSandboxGateway, type SandboxGateway } from './gateway';

/**
 * Serves the sandbox gateway under /sandbox-gateway on the app's own server, as `npm start` does when
 * PAYMENT_GATEWAY_URL is unset: the API calls it over the loopback like any outside service, and its
 * webhooks come back the same way. Its journal is in DATA_DIR/sandbox-gateway (in memory for a
 * process that keeps nothing on disk); it closes with the app.
 */
export async function mountSandboxGateway(app: FastifyInstance, config: Config): Promise<SandboxGateway> {
  const addresses = paymentGatewayAddresses(config);
  const gateway = openSandboxGateway({
    secretKey: config.PAYMENT_GATEWAY_SECRET_KEY,
    webhookSecret: config.PAYMENT_GATEWAY_WEBHOOK_SECRET,
    webhookUrl: addresses.webhookUrl,
    publicUrl: addresses.browserUrl,
    dataDir: config.DATA_DIR === IN_MEMORY ? undefined : join(config.DATA_DIR, 'sandbox-gateway'),
  });
  await app.register(gateway.routes, { prefix: SANDBOX_GATEWAY_PREFIX });
  app.addHook('onClose', () => gateway.close());
  return gateway;
}
