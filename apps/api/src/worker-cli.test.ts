import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { outboxMessages } from './db/schema/accounts';
import { outboxEvents } from './db/schema/outbox';
import { createSealedBox } from './lib/sealed-box';
import { createMessagesRepository } from './modules/messaging/messages.repository';
import { createMessenger } from './modules/messaging/messenger';
import { cloneTestDatabase, type TestDatabase } from './test/test-database';

const CLI = join(import.meta.dirname, 'worker-cli.ts');
const SECRET = 'worker-cli-test-secret-0123456789';
const MESSAGES = 40;

const start = (env: Record<string, string | undefined>) =>
  spawn(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('npm run worker', () => {
  it('refuses PGlite, whose database belongs to the server process', async () => {
    const child = start({ DATABASE_URL: '' });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('only on PostgreSQL');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('npm run worker on PostgreSQL', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let database: TestDatabase;
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    // A mail server that takes a while over each message, so a stop lands in the middle of a batch.
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
            callback();
          }, 250),
        );
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    database = await cloneTestDatabase(inject('templateDatabase'));
    dataDir = await mkdtemp(join(tmpdir(), 'wasla-worker-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends queued mail, and on SIGTERM finishes what it started and hands back the rest', async () => {
    const db = database.handle.db;
    const messenger = createMessenger(db, createMessagesRepository(db), createSealedBox(SECRET, 'messages'));
    for (let n = 0; n < MESSAGES; n++)
      await messenger.send({ channel: 'email', to: `m${n}@example.com`, subject: 'Code', text: `Code ${n}` });

    const { port } = server.server.address() as AddressInfo;
    child = start({
      DATABASE_URL: database.handle.url,
      AUTH_SECRET: SECRET,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WORKER: 'off',
      WORKER_POLL_MS: '50',
      SWEEP_INTERVAL_MS: '0',
    });
    const exited = exitOf(child);
    for (let waited = 0; received.length === 0; waited += 50) {
      expect(waited, 'the worker sent nothing in time').toBeLessThan(45_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill('SIGTERM');
    expect(await exited).toBe(0);

    const messages = await db.select().from(outboxMessages);
    const events = await db.select().from(outboxEvents);
    const sent = messages.filter((m) => m.status === 'sent');
    // Everything that reached the mail server is marked sent, and only that.
    expect(sent.map((m) => m.recipient).sort()).toEqual([...received].sort());
    expect(sent.length).toBeLessThan(MESSAGES);
    expect(events.filter((e) => e.state === 'delivered')).toHaveLength(sent.length);
    // The rest is nobody's and was not counted as an attempt: the next worker takes it at once.
    const waiting = events.filter((e) => e.state === 'pending');
    expect(waiting).toHaveLength(MESSAGES - sent.length);
    for (const event of waiting)
      expect(event).toMatchObject({ lockedBy: null, lockedUntil: null, attempts: 0 });
  });
});
