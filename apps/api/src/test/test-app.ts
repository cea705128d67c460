import { randomBytes } from 'node:crypto';
import { type Config, loadConfig } from '@wasla/config';
import type { SandboxGatewayServer } from '@wasla/sandbox-gateway';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { IN_MEMORY, openPostgres } from '../db/client';
import type {} from './provided-context';
import { cloneTestDatabase } from './test-database';
import { startTestGateway } from './test-gateway';

export const TEST_API_KEY = 'test-api-key-0123456789';

export type TestApp = {
  app: FastifyInstance;
  /** Calls `/api/v1{path}` with the contract's headers; `headers` adds to or replaces them. */
  api(
    method: InjectOptions['method'],
    path: string,
    options?: { headers?: Record<string, string>; body?: unknown },
  ): Promise<LightMyRequestResponse>;
  /**
   * Another instance of the API on the same database and Redis, as a second host behind a load
   * balancer (on PGlite, which one process holds, the two share its connection). Closed with this one.
   */
  anotherInstance(): Promise<TestApp>;
  /** The sandbox card gateway beside this API, over real HTTP (test-gateway.ts); shared by its other instances. */
  gateway: SandboxGatewayServer;
  close(): Promise<void>;
};

/** A fresh API on a database of its own, configured from the environment as CI runs it. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await cloneTestDatabase(inject('templateDatabase'));
  const gateway = await startTestGateway();
  const settings = () =>
    loadConfig(process.env, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      API_KEY: TEST_API_KEY,
      // Uploaded files go to a temporary folder removed on close, never to the repository's data/.
      DATA_DIR: IN_MEMORY,
      // Each test app counts its own requests, even when Redis is shared with other runs.
      SWEEP_INTERVAL_MS: 0,
      // Visits are written when a test flushes them (app.visits.flush()), never by a timer mid-test.
      VISITS_FLUSH_MS: 0,
      // Tests deliver the outbox when they mean to (app.worker.drain(), app.sweep()).
      WORKER: 'off',
      REDIS_PREFIX: `wasla-test-${randomBytes(4).toString('hex')}:`,
      PAYMENT_GATEWAY_URL: gateway.server.url,
      ...overrides,
    });
  let config: Config;
  let app: FastifyInstance;
  try {
    config = settings();
    app = await buildApp(config, { database: database.handle });
  } catch (error) {
    await gateway.server.close();
    throw error;
  }
  gateway.attach(app);
  const others: TestApp[] = [];
  const instance = (app: FastifyInstance, close: () => Promise<void>): TestApp => ({
    app,
    api: (method, path, options = {}) =>
      app.inject({
        method,
        url: `/api/v1${path}`,
        headers: {
          'x-api-key': TEST_API_KEY,
          accept: 'application/json',
          platform: 'web',
          ...options.headers,
        },
        ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
      }),
    anotherInstance: async () => {
      const shared = database.handle;
      const handle = shared.kind === 'postgres' && shared.url ? await openPostgres(shared.url, 4) : shared;
      const other = await buildApp(config, { database: handle });
      // Closed once, whether a test closes it first (an instance lost) or the app's own close does.
      let closing: Promise<void> | undefined;
      const added = instance(other, () => {
        closing ??= (async () => {
          await other.close();
          if (handle !== shared) await handle.close();
        })();
        return closing;
      });
      others.push(added);
      return added;
    },
    gateway: gateway.server,
    close,
  });
  return instance(app, async () => {
    // The gateway first, so that no webhook reaches an app that is closing.
    await gateway.server.close();
    for (const other of others.splice(0)) await other.close();
    await app.close();
    await database.drop();
  });
}
