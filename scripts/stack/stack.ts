import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startS3Server } from '../../apps/api/src/test/s3-server';
import { startNginx } from './nginx';
import { type StackProcess, startProcess, stopGracefully, waitUntilReady } from './processes';

/** deploy/nginx.conf's `fail_timeout`, and a second more. */
const PROXY_RETRY_MS = 4_000;

export type StackOptions = {
  /** The proxy's port; the two instances listen on the next two. */
  port: number;
  /** Where logs, the proxy's files and the instances' shared DATA_DIR go. */
  dir: string;
  /** PostgreSQL (required: the worker runs beside the servers) and Redis. */
  databaseUrl: string;
  redisUrl: string;
  /** More settings for every process (SMTP_URL, METRICS_TOKEN, …). */
  env?: Record<string, string>;
};

export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * compose.yaml without containers: two servers with WORKER=off behind nginx running
 * deploy/nginx.conf, the worker and the sandbox card gateway as processes of their own, PostgreSQL and Redis from the options, and an
 * S3-compatible bucket (s3rver, from the npm registry) unless S3_BUCKET and its keys are set. The two
 * servers start at once on the same database, as compose starts them.
 */
export async function startStack(options: StackOptions) {
  const { port, dir } = options;
  await mkdir(join(dir, 'data'), { recursive: true });
  const bucket = process.env.S3_BUCKET ? undefined : await startS3Server();
  const env: Record<string, string> = {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    HOST: '127.0.0.1',
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    TRUST_PROXY: 'true',
    WORKER: 'off',
    DATA_DIR: join(dir, 'data'),
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('base64'),
    API_KEY: process.env.API_KEY ?? randomBytes(16).toString('hex'),
    ...bucket?.env,
    ...options.env,
  };
  const instancePorts = [port + 1, port + 2] as const;
  const gatewayPort = port + 3;
  Object.assign(env, {
    PAYMENT_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
    PAYMENT_GATEWAY_PUBLIC_URL: `${env.PUBLIC_URL}/sandbox-gateway`,
    ...options.env,
  });
  const gateway = startProcess(
    'gateway',
    'gateway',
    {
      ...env,
      SANDBOX_GATEWAY_PORT: String(gatewayPort),
      SANDBOX_GATEWAY_WEBHOOK_URL: `${env.PUBLIC_URL}/api/v1/payments/webhooks/sandbox`,
    },
    dir,
  );
  const instanceEnv = (n: number) => ({ ...env, PORT: String(instancePorts[n]) });
  const instances: StackProcess[] = instancePorts.map((_, n) =>
    startProcess(`app${n + 1}`, 'server', instanceEnv(n), dir),
  );
  const readyz = (n: number) => `http://127.0.0.1:${instancePorts[n]}/readyz`;
  await Promise.all(instances.map((instance, n) => waitUntilReady(readyz(n), instance)));
  const worker = startProcess('worker', 'worker', env, dir);
  const nginx: ChildProcess = await startNginx(join(dir, 'proxy'), port, instancePorts, gatewayPort);
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, {
    name: 'nginx',
    child: nginx,
    exited: new Promise(() => {}),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    instanceUrls: instancePorts.map((p) => `http://127.0.0.1:${p}`),
    instances,
    worker,
    gateway,
    env,
    bucket: bucket?.settings,
    /**
     * `docker compose restart appN`: SIGTERM, its exit code, then the same server started again,
     * answered once it is ready and the proxy has had time to try it again (deploy/nginx.conf skips
     * a failed instance for 3 s), so that the other may be restarted next.
     */
    async restartInstance(n: 0 | 1) {
      const code = await stopGracefully(instances[n]!);
      instances[n] = startProcess(`app${n + 1}`, 'server', instanceEnv(n), dir);
      await waitUntilReady(readyz(n), instances[n]!);
      await new Promise((resolve) => setTimeout(resolve, PROXY_RETRY_MS));
      return code;
    },
    /** Stops everything gracefully, the proxy first; answers each process's exit code. */
    async stop() {
      nginx.kill('SIGQUIT');
      const codes = Object.fromEntries(
        await Promise.all(
          [...instances, worker, gateway].map(
            async (proc) => [proc.name, await stopGracefully(proc)] as const,
          ),
        ),
      );
      await bucket?.stop();
      return codes;
    },
  };
}
