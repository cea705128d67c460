import { fork } from 'node:child_process';
import { join } from 'node:path';

/** Runs a bench script to its end in a process of its own (the catalogue generator). */
export function runScript(script: string, env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(join(import.meta.dirname, '..', script), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`)),
    );
  });
}
