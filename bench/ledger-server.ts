import { openPostgres } from '@wasla/api/db/client';
import { createLedger } from '@wasla/api/modules/ledger/ledger';
import Fastify from 'fastify';
import { benchUrl, HOT, pairOf, transferBetween } from './ledger-setup';

/**
 * The HTTP side of bench/ledger-transfers.ts: a bare Fastify route and two routes that each move one
 * fils between two random users through the ledger (among the 10 hot ones, or among all), on a pool of
 * `BENCH_CLIENTS` connections. The parent sends the users, then measures it with autocannon. There
 * is no such route in the app: the wallet's money routes go through the card gateway, which is not
 * what is measured here.
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const handle = await openPostgres(benchUrl(), CLIENTS);
const ledger = createLedger();
const users = await new Promise<number[]>((resolve) =>
  process.once('message', (m) => resolve(m as number[])),
);

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
app.post<{ Params: { scope: 'hot' | 'wide' } }>('/transfer/:scope', async (request) => {
  const n = request.params.scope === 'hot' ? HOT : users.length;
  const { id } = await ledger.transfer(handle.db, transferBetween(pairOf(users, n)));
  return { id };
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.(address);
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('disconnect', stop);
