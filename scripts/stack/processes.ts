import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../..');
/** What compose.yaml's `app1`/`app2` (`npm run serve`), `worker` and `gateway` services run. */
const ENTRY = {
  server: join(ROOT, 'apps/server/src/main.ts'),
  worker: join(ROOT, 'apps/api/src/worker-cli.ts'),
  gateway: join(ROOT, 'apps/sandbox-gateway/src/standalone.ts'),
};

export type StackProcess = {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
};

/**
 * Starts a server or the worker as its own Node process, as its container would, with `env` on top
 * of this one's. Its JSON log lines go to `<logDir>/<name>.log`.
 */
export function startProcess(
  name: string,
  kind: keyof typeof ENTRY,
  env: Record<string, string>,
  logDir: string,
): StackProcess {
  const log = createWriteStream(join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[kind]], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      log.end();
      resolve(signal ? null : code);
    }),
  );
  return { name, child, exited };
}

/** Waits until `url` answers 200, or throws after `withinMs`, or as soon as the process ends. */
export async function waitUntilReady(url: string, proc: StackProcess, withinMs = 120_000) {
  let ended = false;
  void proc.exited.then(() => (ended = true));
  for (const started = Date.now(); Date.now() - started < withinMs; ) {
    if (ended) throw new Error(`${proc.name} ended before it was ready (see its log)`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${proc.name} was not ready at ${url} within ${withinMs / 1000} s`);
}

/** SIGTERM, as `docker compose stop` sends, then the exit code; SIGKILL after `graceMs` (compose's 30 s). */
export async function stopGracefully(proc: StackProcess, graceMs = 30_000) {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.exited;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  const code = await proc.exited;
  clearTimeout(timer);
  return code;
}
