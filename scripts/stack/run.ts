import { join } from 'node:path';
import { startStack } from './stack';

/**
 * `npm run stack`: the production stack of compose.yaml on this machine, without containers, on the
 * PostgreSQL and Redis of DATABASE_URL and REDIS_URL (nginx from the system's packages). Open the
 * address it prints; Ctrl-C stops every process gracefully. Logs are in `data/stack/`.
 */
const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  process.stderr.write('The stack runs on PostgreSQL and Redis: set DATABASE_URL and REDIS_URL.\n');
  process.exit(1);
}
const stack = await startStack({
  port: Number(process.env.STACK_PORT ?? 8080),
  dir: join(import.meta.dirname, '../../data/stack'),
  databaseUrl: DATABASE_URL,
  redisUrl: REDIS_URL,
});
process.stdout.write(
  `Wasla is served at ${stack.url} by two instances (${stack.instanceUrls.join(', ')}) and a worker.\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(
    signal,
    () =>
      void stack.stop().then((codes) => {
        process.stdout.write(`stopped: ${JSON.stringify(codes)}\n`);
        process.exit(0);
      }),
  );
}
