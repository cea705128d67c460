import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startMailCatcher } from '../../apps/api/src/test/mail-catcher';
import { type CheckContext, checks, signUp } from './checks';
import { restartUnderLoad } from './restart-under-load';
import { startStack } from './stack';

/**
 * `npm run stack:check`: starts the stack of compose.yaml on this machine (scripts/stack/stack.ts) on
 * a new database of DATABASE_URL's server and on REDIS_URL, goes through what a production site must
 * do behind its proxy, restarts both instances under load, stops everything and says what held.
 * Exits 1 when anything did not. Needs nginx (Debian's package).
 */
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = Number(process.env.STACK_PORT ?? 8090);

const database = `wasla_stack_${process.pid}`;
const admin = new pg.Client({ connectionString: databaseUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const dir = await mkdtemp(join(tmpdir(), 'wasla-stack-'));
const mail = await startMailCatcher();
const metricsToken = randomBytes(16).toString('hex');
let failures = 0;
const report = (ok: boolean, name: string, detail?: string) => {
  if (!ok) failures++;
  process.stdout.write(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}\n`);
};

const started = Date.now();
const stackUrl = new URL(databaseUrl);
stackUrl.pathname = `/${database}`;
const stack = await startStack({
  port,
  dir,
  databaseUrl: stackUrl.toString(),
  redisUrl,
  // Its own Redis keys: the limits of earlier runs (sign-ups from this address) do not carry over.
  env: { SMTP_URL: mail.url, METRICS_TOKEN: metricsToken, LOG_LEVEL: 'info', REDIS_PREFIX: `${database}:` },
}).catch((error: Error) => {
  report(false, 'the stack started', `${error.message} (logs in ${dir})`);
  return undefined;
});
if (stack) {
  report(true, 'the stack started', `${((Date.now() - started) / 1000).toFixed(1)} s, at ${stack.url}`);
  const stackDatabase = new pg.Client({ connectionString: stackUrl.toString() });
  await stackDatabase.connect();
  const context: CheckContext = { stack, database: stackDatabase, dir, mail, metricsToken };
  for (const check of checks) {
    try {
      report(true, check.name, await check.run(context));
    } catch (error) {
      report(false, check.name, (error as Error).message);
    }
  }
  try {
    const detail = await restartUnderLoad(context, await signUp(context, 'Stack Restart'));
    report(true, 'both instances restart gracefully while visitors browse', detail);
  } catch (error) {
    report(false, 'both instances restart gracefully while visitors browse', (error as Error).message);
  }
  await stackDatabase.end();
  const codes = await stack.stop();
  const clean = Object.values(codes).every((code) => code === 0);
  report(clean, 'every process stops gracefully on SIGTERM', JSON.stringify(codes));
}
await mail.stop();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.end();
if (failures === 0) await rm(dir, { recursive: true, force: true });
else process.stdout.write(`logs kept in ${dir}\n`);
process.stdout.write(
  `${failures === 0 ? 'all held' : `${failures} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s\n`,
);
process.exit(failures === 0 ? 0 : 1);
