import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, PAGE_CALL_HEADER } from '@wasla/api/app';
import { seedDemoMarketplaceIn } from '@wasla/api/db/seed/marketplace/seed-marketplace';
import { seedDemoData } from '@wasla/api/db/seed/seed';
import { adminQuery, databaseUrlWithName } from '@wasla/api/test/test-database';
import { loadConfig } from '@wasla/config';
import { mountSandboxGateway } from '@wasla/sandbox-gateway/mount';
import { registerWeb } from '../apps/web/server/web-host';
import { startControlServer } from './control-server';
import { E2E_BASE_URL, E2E_PORT } from './server-address';

/**
 * Starts the real server, as `npm start` does, on a database of its own: a new PostgreSQL database
 * when DATABASE_URL is set, else a PGlite directory in a temporary folder. Both go at the end.
 */
export default async function globalSetup() {
  const serverUrl = process.env.DATABASE_URL;
  const dbName = `wasla_e2e_${randomBytes(6).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'wasla-e2e-'));
  if (serverUrl) await adminQuery(serverUrl, `create database ${dbName}`);

  const config = loadConfig(process.env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: E2E_PORT,
    HOST: '127.0.0.1',
    // The address the journeys use, as a site's own is: pages and QR codes must name it, not a default.
    PUBLIC_URL: E2E_BASE_URL,
    DATA_DIR: dataDir,
    DATABASE_URL: serverUrl ? databaseUrlWithName(serverUrl, dbName) : undefined,
    // Every page load calls the API from the same address here; real visitors each have their own.
    RATE_LIMIT_MAX: 100_000,
    CODE_SENDS_PER_CLIENT_PER_HOUR: 100_000,
    CODE_FAILURES_PER_CLIENT_PER_HOUR: 100_000,
    REDIS_PREFIX: `${dbName}:`,
  });
  const app = await buildApp(config);
  await seedDemoData(app.database.db);
  await seedDemoMarketplaceIn(app.database.db, config);
  // The sandbox card gateway on the site's own origin, as `npm start` serves it.
  if (!config.PAYMENT_GATEWAY_URL) await mountSandboxGateway(app, config);
  await registerWeb(app, {
    // E2E_BUILD_DIR: a copy of the build, kept apart from a rebuild running at the same time.
    buildDir: process.env.E2E_BUILD_DIR ?? join(import.meta.dirname, '..', 'apps', 'web', 'build'),
    apiKey: config.API_KEY,
    publicUrl: config.PUBLIC_URL,
    pageCalls: { header: PAGE_CALL_HEADER, key: app.pageCallKey },
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  const control = await startControlServer(app);

  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await app.close();
    if (serverUrl) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  };
}
