import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** `npm run dev`: the API on 3001 with reload on change, and Vite's dev server on 3000 in front of it. */
const root = join(import.meta.dirname, '..', '..', '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3001' },
  }),
  spawn('npx', ['react-router', 'dev'], {
    cwd: join(root, 'apps', 'web'),
    stdio: 'inherit',
    env: process.env,
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', (code) => code && stop());
