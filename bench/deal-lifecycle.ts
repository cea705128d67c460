import { loadavg } from 'node:os';
import { type DatabaseHandle, openPostgres } from '@wasla/api/db/client';
import { accountFactory, dealFactory, serviceFactory } from '@wasla/api/db/factories/index';
import { applyMigrations } from '@wasla/api/db/migrate';
import { seedGeography, seedPaidFeatures } from '@wasla/api/db/seed/catalogue-seed';
import { userActor } from '@wasla/api/lib/policy/actor';
import { createDealActions } from '@wasla/api/modules/deals/deal-actions.service';
import { dealCoreRepository } from '@wasla/api/modules/deals/deal-core.repository';
import { createDealMoney } from '@wasla/api/modules/deals/deal-money';
import { createDealTimers } from '@wasla/api/modules/deals/deal-timers';
import { createLedger } from '@wasla/api/modules/ledger/ledger';
import { sql } from 'drizzle-orm';
import { createDatabaseIfMissing } from './catalogue/bench-database';

/**
 * Deals on PostgreSQL, through the deal actions service (the code every deal route calls, with its
 * locks, history rows, events and ledger transfers), not over HTTP:
 *
 * 1. Lifecycles per second: `PAIRS` client–provider pairs at once, each running offers through
 *    approve, pay (a hold on the client's wallet), deliver and accept (the hold posted to the provider,
 *    the fees and the tax). The offer itself is written as sent, by the factory.
 * 2. Timers: `LAPSING` offers whose three days ended in the same minute, lapsed by one sweep; and
 *    `COMPLETING` delivered deals completed by the clock, each paying out in the sweep's transaction.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_deals npx tsx bench/deal-lifecycle.ts
 */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const LAPSING = Number(process.env.BENCH_LAPSING ?? 10_000);
const COMPLETING = Number(process.env.BENCH_COMPLETING ?? 2_000);
const FUNDS = 10_000_000_00n;
const DAY = 86_400_000;

function benchUrl() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('The deals benchmark measures PostgreSQL: set DATABASE_URL (a database of its own).');
    process.exit(1);
  }
  return url;
}

async function setUp(handle: DatabaseHandle) {
  await applyMigrations(handle);
  await seedGeography(handle.db);
  await seedPaidFeatures(handle.db);
  const [aed] = (await handle.db.execute(sql`select id from currencies where code = 'AED'`)).rows as {
    id: number;
  }[];
  return aed!.id;
}

async function pairs(handle: DatabaseHandle, currencyId: number, count: number, tag: string) {
  const { db } = handle;
  const ledger = createLedger();
  const people = await accountFactory.many(
    db,
    Array.from({ length: count * 2 }, () => ({})),
    { returning: true },
  );
  const made: { client: number; provider: number; service: number }[] = [];
  for (let i = 0; i < count; i++) {
    const client = people[2 * i]!.id;
    const provider = people[2 * i + 1]!.id;
    const [service] = await serviceFactory.many(db, [
      {
        userId: provider,
        status: 'open',
        currencyId,
        code: `B${tag}${client}`,
        slug: `bench-${tag}-${client}`,
      },
    ]);
    await ledger.transfer(db, {
      kind: 'bank_top_up',
      currency: 'AED',
      legs: [
        { account: { kind: 'bank' }, amount: -FUNDS },
        { account: { kind: 'user_available', userId: client }, amount: FUNDS },
      ],
    });
    made.push({ client, provider, service: service!.id });
  }
  return made;
}

const offer = (
  pair: { client: number; provider: number; service: number },
  extra: Record<string, unknown> = {},
) => ({
  serviceId: pair.service,
  clientId: pair.client,
  providerId: pair.provider,
  senderId: pair.client,
  stage: 'pending' as const,
  sentAt: new Date(),
  offerExpiresAt: new Date(Date.now() + 3 * DAY),
  ...extra,
});

async function lifecycles(handle: DatabaseHandle, currencyId: number) {
  const money = createDealMoney(createLedger());
  const actions = createDealActions({ db: handle.db, repo: dealCoreRepository, money });
  const list = await pairs(handle, currencyId, PAIRS, `l${Date.now()}`);
  const ends = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let done = 0;
  const started = performance.now();
  await Promise.all(
    list.map(async (pair) => {
      const client = userActor(pair.client);
      const provider = userActor(pair.provider);
      while (Date.now() < ends) {
        const t0 = performance.now();
        const deal = await dealFactory.one(handle.db, offer(pair));
        await actions.act(provider, deal.id, 'approve');
        await actions.act(client, deal.id, 'pay');
        await actions.act(provider, deal.id, 'deliver');
        await actions.act(client, deal.id, 'accept');
        latencies.push(performance.now() - t0);
        done++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!);
  return { done, seconds, perSecond: Math.round(done / seconds), p50: at(0.5), p99: at(0.99) };
}

async function timers(handle: DatabaseHandle, currencyId: number) {
  const { db } = handle;
  const money = createDealMoney(createLedger());
  const actions = createDealActions({ db, repo: dealCoreRepository, money });
  const sweep = createDealTimers(db, money);
  const lapseAt = new Date(Date.now() - 30_000);
  const [pair] = await pairs(handle, currencyId, 1, `t${Date.now()}`);
  for (let from = 0; from < LAPSING; from += 1_000) {
    await dealFactory.many(
      db,
      Array.from({ length: Math.min(1_000, LAPSING - from) }, () =>
        offer(pair!, { offerExpiresAt: lapseAt }),
      ),
    );
  }
  let started = performance.now();
  await sweep(new Date());
  const lapseSeconds = (performance.now() - started) / 1000;

  // Delivered deals with their holds, as the actions leave them; then the clock completes them.
  const completing = await pairs(handle, currencyId, 20, `c${Date.now()}`);
  await Promise.all(
    completing.map(async (p, lane) => {
      for (let i = lane; i < COMPLETING; i += completing.length) {
        const deal = await dealFactory.one(db, offer(p));
        await actions.act(userActor(p.provider), deal.id, 'approve');
        await actions.act(userActor(p.client), deal.id, 'pay');
        await actions.act(userActor(p.provider), deal.id, 'deliver');
      }
    }),
  );
  started = performance.now();
  await sweep(new Date(Date.now() + 3 * DAY + 60_000));
  const completeSeconds = (performance.now() - started) / 1000;
  const [left] = (
    await db.execute(sql`select count(*)::int as n from deals where stage in ('pending', 'delivered')
      and (offer_expires_at < now() or acceptance_due_at < now() + interval '3 days 1 minute')`)
  ).rows as { n: number }[];
  if (Number(left!.n) !== 0) throw new Error(`${left!.n} deals the sweep should have moved`);
  return {
    lapsed: Math.round(LAPSING / lapseSeconds),
    lapseSeconds,
    completed: Math.round(COMPLETING / completeSeconds),
    completeSeconds,
  };
}

async function main() {
  const url = benchUrl();
  await createDatabaseIfMissing(url);
  const handle = await openPostgres(url, 20);
  try {
    const currencyId = await setUp(handle);
    const life = await lifecycles(handle, currencyId);
    console.log(
      `lifecycles: ${life.done} in ${life.seconds.toFixed(1)} s with ${PAIRS} pairs = ${life.perSecond}/s (create, approve, pay, deliver, accept); p50 ${life.p50} ms, p99 ${life.p99} ms`,
    );
    const timed = await timers(handle, currencyId);
    console.log(
      `timers: ${LAPSING} offers lapsed in ${timed.lapseSeconds.toFixed(2)} s = ${timed.lapsed}/s; ${COMPLETING} deliveries completed with their payouts in ${timed.completeSeconds.toFixed(2)} s = ${timed.completed}/s`,
    );
    console.log(
      `load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await handle.close();
  }
}

await main();
