import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** deploy/nginx.conf, the proxy of compose.yaml, read as it is committed. */
const SITE = join(import.meta.dirname, '../../deploy/nginx.conf');

/**
 * deploy/nginx.conf with its container names and port put on this machine: the two `server appN:3000`
 * lines become the instances' loopback ports, `gateway:4242` the card gateway's and `listen 80` the
 * stack's port. Nothing else in it is
 * changed, so what runs here is the committed proxy. Throws when a line it rewrites is gone, so that
 * a change to the file cannot pass by unchecked.
 */
export function siteOnThisMachine(
  site: string,
  port: number,
  instancePorts: readonly number[],
  gatewayPort: number,
) {
  let rewritten = site;
  const swap = (from: RegExp, to: string) => {
    if (!from.test(rewritten)) throw new Error(`deploy/nginx.conf no longer has ${from}`);
    rewritten = rewritten.replace(from, to);
  };
  for (const [n, instancePort] of instancePorts.entries())
    swap(new RegExp(`server app${n + 1}:3000`), `server 127.0.0.1:${instancePort}`);
  swap(/listen 80;/, `listen 127.0.0.1:${port};`);
  swap(/http:\/\/gateway:4242\//, `http://127.0.0.1:${gatewayPort}/`);
  return rewritten;
}

/**
 * Starts nginx (Debian's package) in the foreground on `port` with the committed site, its files,
 * logs and temporary bodies in `dir`. The access log names the instance that answered each request.
 */
export async function startNginx(
  dir: string,
  port: number,
  instancePorts: readonly number[],
  gatewayPort: number,
): Promise<ChildProcess> {
  await mkdir(join(dir, 'temp'), { recursive: true });
  const site = siteOnThisMachine(await readFile(SITE, 'utf8'), port, instancePorts, gatewayPort);
  await writeFile(join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'temp', name)};`;
  const main = [
    // Run by root, nginx's workers would otherwise become `nobody`, who cannot write in `dir`.
    process.getuid?.() === 0 ? 'user root;' : '',
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'nginx-error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  log_format upstream '$request_id $status $request_uri $upstream_addr';`,
    `  access_log ${join(dir, 'nginx-access.log')} upstream;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${join(dir, 'site.conf')};`,
    '}',
  ].join('\n');
  await writeFile(join(dir, 'nginx.conf'), main);
  const nginx = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    nginx.once('error', reject);
    nginx.once('spawn', () => resolve());
  });
  return nginx;
}
