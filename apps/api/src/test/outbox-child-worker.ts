/**
 * A worker process for the crash test (lib/events/worker-crash.test.ts): it delivers the outbox of
 * DATABASE_URL with one handler whose effect is a row per event, applied through `ctx.once`. Each
 * event takes a little while, so the test can kill the process in the middle of a batch.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../db/client';
import { createDispatcher } from '../lib/events/dispatcher';
import { createHandlerRegistry } from '../lib/events/handlers';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const handle = await openPostgres(url, 2);
const workerId = process.env.WORKER_ID ?? 'child';
const dispatcher = createDispatcher(
  handle.db,
  createHandlerRegistry([
    {
      name: 'effect',
      type: 'test.happened',
      async handle(event, ctx) {
        // The effect names the worker that applied it, so a test can see who did what.
        await ctx.once((tx) => tx.execute(sql`insert into test_effects values (${event.id}, ${workerId})`));
        await new Promise((resolve) => setTimeout(resolve, Number(process.env.EVENT_MS ?? 20)));
      },
    },
  ]),
  {
    workerId,
    batchSize: Number(process.env.BATCH ?? 25),
    leaseMs: Number(process.env.LEASE_MS ?? 2_000),
    log: console,
  },
);
process.stdout.write('ready\n');
for (;;) {
  if ((await dispatcher.deliverBatch()) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
}
