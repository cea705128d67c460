import Fastify, { type FastifyInstance } from 'fastify';
import { openSandboxGateway, type SandboxGateway, type SandboxGatewayOptions } from './gateway';

export type SandboxGatewayServer = {
  /** Where it listens, e.g. `http://127.0.0.1:40123` (the prefix, if any, not included). */
  url: string;
  gateway: SandboxGateway;
  app: FastifyInstance;
  close(): Promise<void>;
};

/**
 * The gateway as a server of its own: `npm run sandbox-gateway`, and tests that want it over real
 * HTTP (`port: 0` picks a free port, so runs in parallel never collide). Without `publicUrl`, the
 * 3-D Secure links point at the address it listens on.
 */
export async function listenSandboxGateway(
  options: Omit<SandboxGatewayOptions, 'publicUrl'> & {
    publicUrl?: string;
    host?: string;
    port?: number;
    prefix?: string;
    logLevel?: 'silent' | 'info' | 'warn';
  },
): Promise<SandboxGatewayServer> {
  const prefix = options.prefix ?? '';
  const level = options.logLevel ?? 'silent';
  const app = Fastify({ logger: level === 'silent' ? false : { level } });
  let url = '';
  const gateway = openSandboxGateway({
    ...options,
    publicUrl: options.publicUrl ?? (() => `${url}${prefix}`),
  });
  try {
    await app.register(gateway.routes, { prefix });
    app.addHook('onClose', () => gateway.close());
    url = await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    await gateway.close();
    throw error;
  }
  return { url, gateway, app, close: () => app.close() };
}
