import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_PASSWORD } from '../accounts';
import { completeDraft } from '../services';
import type { TestApp } from '../test-app';
import { TEST_API_KEY } from '../test-app';
import { cloneTestDatabase, type TestDatabase } from '../test-database';

/**
 * Two API processes on one PostgreSQL and one Redis, as a deployment behind a load balancer runs
 * them: what one instance changes, the other shows within a second, and an account signed in on one
 * is signed in on the other. Needs a server of each: PGlite and in-process caches live in one process.
 */
const servers = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const reason = servers
  ? ''
  : ' (skipped: needs DATABASE_URL and REDIS_URL, two processes cannot share PGlite)';

type Reply = {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  json(): ReturnType<LightMyRequestResponse['json']>;
};
type Instance = { process: ChildProcess; t: TestApp };

function startInstance(env: Record<string, string>): Promise<Instance> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'api-instance.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const failed = (code: number | null) => reject(new Error(`an API instance exited with ${code}`));
    child.once('exit', failed);
    child.once('message', (message: { port: number }) => {
      child.off('exit', failed);
      resolve({ process: child, t: overHttp(message.port) });
    });
  });
}

/** The test app's `api` over a real connection, so the helpers written for inject work unchanged. */
function overHttp(port: number): TestApp {
  const api = async (
    method: string | undefined,
    path: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Reply> => {
    const raw = Buffer.isBuffer(options.body);
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method,
      headers: {
        'x-api-key': TEST_API_KEY,
        accept: 'application/json',
        platform: 'web',
        ...(options.body === undefined || raw ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body:
        options.body === undefined
          ? undefined
          : raw
            ? new Uint8Array(options.body as Buffer)
            : JSON.stringify(options.body),
    });
    const body = await res.text();
    return {
      statusCode: res.status,
      headers: Object.fromEntries(res.headers),
      body,
      json: () => JSON.parse(body),
    };
  };
  return { api } as unknown as TestApp;
}

/** The code in the newest message to `email`, waiting for it in case mail leaves after the reply. */
async function codeSentTo(instance: Instance, email: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const mailbox = await instance.t.api('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`);
    const text = (mailbox.json().data as { text: string }[])[0]?.text;
    const code = text?.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code reached ${email}`);
}

const stop = (instance: Instance | undefined) =>
  new Promise<void>((resolve) => {
    const child = instance?.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

describe.skipIf(!servers)(`two API instances on one PostgreSQL and Redis${reason}`, () => {
  let database: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    database = await cloneTestDatabase(inject('templateDatabase'));
    const env = {
      DATABASE_URL: database.handle.url!,
      REDIS_PREFIX: `wasla-test-${randomBytes(4).toString('hex')}:`,
      API_KEY: TEST_API_KEY,
      // Instances of one deployment share their secrets, as they share the database.
      AUTH_SECRET: randomBytes(32).toString('hex'),
    };
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await database?.drop();
  });

  it('signs in on one instance and is signed in on the other', async () => {
    const email = `instances${Date.now()}@example.com`;
    const registered = await a.t.api('POST', '/register', {
      body: { name: 'Two Hosts', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    const { token } = registered.json().data;
    const auth = { authorization: `Bearer ${token}`, 'content-language': 'en' };
    const code = await codeSentTo(b, email);
    const verified = await b.t.api('POST', '/verify-otp-code', {
      headers: auth,
      body: { purpose: 'verify_email', code },
    });
    expect(verified.statusCode).toBe(200);
    for (const instance of [a, b]) {
      const me = await instance.t.api('GET', '/user-information', { headers: auth });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe(email);
    }
  });

  it('shows a change made through one instance through the other within a second', async () => {
    const { auth } = await signedUp(a);
    const id = await completeDraft(a.t, auth);
    expect((await b.t.api('PATCH', `/services/${id}`, { headers: auth, body: {} })).statusCode).toBe(200);
    const listed = async (instance: Instance) => {
      const res = await instance.t.api('GET', '/services?sort=latest&per_page=30');
      return (res.json().data.data as { id: number }[]).some((service) => service.id === id);
    };
    // B serves the listing from its cache from now on: 30 seconds unless it is told of a change.
    expect(await listed(b)).toBe(true);
    expect(await listed(b)).toBe(true);

    expect((await a.t.api('POST', `/services/${id}/close`, { headers: auth })).statusCode).toBe(200);
    const closedAt = Date.now();
    while ((await listed(b)) && Date.now() - closedAt < 5000) await new Promise((r) => setTimeout(r, 25));
    expect(Date.now() - closedAt).toBeLessThan(1000);
    expect(await listed(b)).toBe(false);
  });

  it('replays an idempotent creation on the other instance, and answers 409 while the first runs', async () => {
    const { auth } = await signedUp(a);
    const headers = { ...auth, 'idempotency-key': `instances-${randomBytes(8).toString('hex')}` };
    const body = { type: 'provided' };
    const [first, second] = await Promise.all([
      a.t.api('POST', '/budgets', { headers, body }),
      b.t.api('POST', '/budgets', { headers, body }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses);
    const created = [first, second].find((reply) => reply.statusCode === 200)!;
    const again = await b.t.api('POST', '/budgets', { headers, body });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(created.json());
    const drafts = await a.t.api('GET', '/my-draft-services', { headers: auth });
    expect(drafts.json().data.data).toHaveLength(1);
  });

  async function signedUp(instance: Instance) {
    const email = `instances${Date.now()}${randomBytes(2).toString('hex')}@example.com`;
    const registered = await instance.t.api('POST', '/register', {
      body: { name: 'Two Hosts', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
    });
    const { token } = registered.json().data;
    const auth = { authorization: `Bearer ${token}`, 'content-language': 'en' };
    const code = await codeSentTo(instance, email);
    await instance.t.api('POST', '/verify-otp-code', {
      headers: auth,
      body: { purpose: 'verify_email', code },
    });
    return { auth };
  }
});
