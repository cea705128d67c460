import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

export type ServerTiming = { path: string; ms: number };

/** Starts a bench server script in its own process and resolves once it listens. */
export function startServer(
  script: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, '..', script), [String(port)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const onExit = (code: number | null) => reject(new Error(`${script} exited with ${code}`));
    child.once('exit', onExit);
    child.once('message', () => {
      child.off('exit', onExit);
      resolve(child);
    });
  });
}

/**
 * The app server's own time for each API request since the last call (Fastify's elapsed time, from
 * the request's arrival to the reply's last byte handed to the socket): the latency without the
 * client, the loopback and the load generator in it.
 */
export function takeServerTimings(server: ChildProcess): Promise<ServerTiming[]> {
  return new Promise((resolve) => {
    const onMessage = (message: { timings?: ServerTiming[] }) => {
      if (!message.timings) return;
      server.off('message', onMessage);
      resolve(message.timings);
    };
    server.on('message', onMessage);
    server.send({ take: 'timings' });
  });
}

/** Stops a server and waits until its process is gone, so the next one has the cores to itself. */
export function stopServer(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill();
  });
}
