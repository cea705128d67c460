import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { TEST_API_KEY } from '../test-app';
import type { Reply } from './wallet-clients';

/** How far each restart moves the API's clock: past the one-minute lease of a claim that died. */
export const RESTART_CLOCK_STEP_MS = 61_000;
const SPARES_AHEAD = 2;

/** A free port of this machine: the API comes back on the same one, as behind a load balancer. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A process that has built the API and waits to be told to listen. */
function launch(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, 'api-process.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const failed = (code: number | null) => reject(new Error(`the API process exited with ${code}`));
    child.once('exit', failed);
    child.once('message', () => {
      child.off('exit', failed);
      resolve(child);
    });
  });
}

function listen(child: ChildProcess, offsetMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (code: number | null) => reject(new Error(`the API process exited with ${code}`));
    child.once('exit', failed);
    child.once('message', () => {
      child.off('exit', failed);
      resolve();
    });
    child.send({ offsetMs });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });

/**
 * The API as a child process the test kills with SIGKILL (no shutdown hook runs, requests in flight
 * are cut, their transactions rolled back by PostgreSQL) and replaces on the same database and port,
 * its clock `RESTART_CLOCK_STEP_MS` further on at each start. The replacements are built ahead, as
 * spares: building the API takes seconds of processor time, and the crashes should fall in the
 * middle of traffic rather than wait for it. `call` goes over real HTTP and throws when
 * the connection fails, as a client sees an instance die.
 */
export async function crashingApi(env: Record<string, string>, port: number, crashes: number) {
  const settings = { ...env, PORT: String(port) };
  // Every process is stopped at the end, whether it served or not.
  const all: Promise<ChildProcess | undefined>[] = [];
  let launched = 0;
  const spares: Promise<ChildProcess>[] = [];
  const topUp = () => {
    // Two ahead at most: each build takes a processor for seconds.
    while (spares.length < SPARES_AHEAD && launched < crashes + 1) {
      const spare = launch(settings);
      launched += 1;
      spares.push(spare);
      all.push(spare.catch(() => undefined));
    }
  };
  topUp();
  let offsetMs = 0;
  let restarts = 0;
  let child = await spares.shift()!;
  topUp();
  await listen(child, offsetMs);

  const call = async (
    method: 'GET' | 'POST',
    path: string,
    options: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<Reply> => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method,
      headers: {
        'x-api-key': TEST_API_KEY,
        accept: 'application/json',
        platform: 'web',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { statusCode: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
  };

  return {
    port,
    call,
    /** How far the serving process's clock is ahead of this one's. */
    offsetMs: () => offsetMs,
    restarts: () => restarts,
    /** SIGKILL, then the next spare on the same port, its clock a step further on. */
    async crashAndRestart() {
      const next = spares.shift();
      if (!next) throw new Error('no spare left: ask crashingApi for more crashes');
      const ready = await next;
      topUp();
      child.kill('SIGKILL');
      await exited(child);
      offsetMs += RESTART_CLOCK_STEP_MS;
      restarts += 1;
      child = ready;
      await listen(child, offsetMs);
    },
    async stop() {
      for (const spare of await Promise.all(all)) {
        if (!spare || spare.exitCode !== null || spare.signalCode !== null) continue;
        const done = exited(spare);
        spare.kill('SIGTERM');
        await done;
      }
    },
  };
}

export type CrashingApi = Awaited<ReturnType<typeof crashingApi>>;
