import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@wasla/api/app';
import { accountFactory, dealFactory, serviceFactory } from '@wasla/api/db/factories/index';
import { seedGeography } from '@wasla/api/db/seed/catalogue-seed';
import { recordEvents } from '@wasla/api/lib/events/record-event';
import { createSessionService } from '@wasla/api/modules/auth/session.service';
import { createSessionsRepository } from '@wasla/api/modules/auth/sessions.repository';
import { createPushRepository } from '@wasla/api/modules/push/push.repository';
import { browserKeys, startPushService } from '@wasla/api/test/push-service';
import { loadConfig } from '@wasla/config';
import { sql } from 'drizzle-orm';
import { createDatabaseIfMissing } from './catalogue/bench-database';

/**
 * Notifications delivered per second by the outbox worker, end to end: `OFFERS` offers are written
 * as sent at once (the rows and their `deal.sent` events, as the deal service writes them), and the
 * app's own worker, running inline as on a single instance, does all that an offer's event sets off:
 * the provider's notification (stored, then published to their open tabs), the offer's card in the
 * pair's conversation, and the web push to the provider's device, encrypted (RFC 8291) and posted to
 * a push service on the loopback. Measured: from the events' commit to the last push received, then
 * a trickle of single offers for the time from an event to its push.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/wasla_bench_notify REDIS_URL=redis://127.0.0.1:6379 \
 *     npx tsx bench/notification-delivery.ts
 */
const OFFERS = Number(process.env.BENCH_OFFERS ?? 2_000);
const TRICKLE = Number(process.env.BENCH_TRICKLE ?? 50);
const DAY = 86_400_000;

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('The notifications benchmark measures PostgreSQL: set DATABASE_URL (a database of its own).');
  process.exit(1);
}
await createDatabaseIfMissing(url);

const dataDir = await mkdtemp(join(tmpdir(), 'wasla-notify-bench-'));
const config = loadConfig(process.env, {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO_DATA: false,
  SWEEP_INTERVAL_MS: 0,
  WORKER: 'inline',
});
const app = await buildApp(config);
// The inline worker starts with the app.
await app.ready();
const db = app.database.db;
await seedGeography(db);
const [aed] = (await db.execute(sql`select id from currencies where code = 'AED'`)).rows as { id: number }[];

const push = await startPushService();
const pushes = () => push.received.length;
const sessions = createSessionService(createSessionsRepository(db));
const devices = createPushRepository(db);

/** `count` client–provider pairs, each provider with a service and a device subscribed to push. */
async function pairs(count: number, tag: string) {
  const people = await accountFactory.many(
    db,
    Array.from({ length: count * 2 }, (_, i) => ({
      name: `Notify bench ${i}`,
      code: `NB${tag}${i}`,
      slug: `notify-bench-${tag}-${i}`,
      email: `notify-bench-${tag}-${i}@example.com`,
      emailVerifiedAt: new Date(),
    })),
    { returning: true },
  );
  const made: { client: number; provider: number; service: number }[] = [];
  for (let i = 0; i < count; i++) {
    const client = people[2 * i]!.id;
    const provider = people[2 * i + 1]!.id;
    const [service] = await serviceFactory.many(db, [
      { userId: provider, status: 'open', currencyId: aed!.id, code: `N${tag}${i}`, slug: `nb-${tag}-${i}` },
    ]);
    const { session } = await sessions.start(provider, {});
    const keys = browserKeys();
    await devices.save(provider, session.id, {
      endpoint: push.url(`/device/${provider}`),
      p256dh: keys.p256dh,
      auth: keys.auth,
    });
    made.push({ client, provider, service: service!.id });
  }
  return made;
}

/** Offers written as sent, with their events, in one transaction: what the deal service commits. */
async function send(list: Awaited<ReturnType<typeof pairs>>) {
  await db.transaction(async (tx) => {
    const rows = await dealFactory.many(
      tx,
      list.map((pair) => ({
        serviceId: pair.service,
        clientId: pair.client,
        providerId: pair.provider,
        senderId: pair.client,
        stage: 'pending' as const,
        sentAt: new Date(),
        offerExpiresAt: new Date(Date.now() + 3 * DAY),
      })),
      { returning: true },
    );
    await recordEvents(
      tx,
      rows.map((deal, i) => ({
        type: 'deal.sent',
        subject: { kind: 'deal', id: String(deal.id) },
        actor: `user:${list[i]!.client}`,
        payload: { event: 'send', from: 'draft', to: 'pending' },
      })),
    );
  });
}

async function until(done: () => boolean | Promise<boolean>, limitMs: number) {
  const ends = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > ends) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const count = async (table: string, since: number) =>
  Number(
    (await db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where id > ${since}`)).rows[0]!.n,
  );
const maxId = async (table: string) =>
  Number((await db.execute(sql`select coalesce(max(id), 0)::int as n from ${sql.raw(table)}`)).rows[0]!.n);

const load = loadavg()[0]!.toFixed(2);
const tag = `${Date.now()}`;

// 1. A burst: every offer's event committed at once, then the worker's time to the last push.
const burst = await pairs(OFFERS, `b${tag}`);
// An earlier, interrupted run's events (their push service gone) are no part of this one.
await db.execute(sql`update outbox_events set state = 'dead' where state = 'pending'`);
const [notificationsBefore, messagesBefore] = [await maxId('notifications'), await maxId('chat_messages')];
const pushesBefore = pushes();
const started = performance.now();
await send(burst);
await until(() => pushes() - pushesBefore >= OFFERS, 600_000);
const seconds = (performance.now() - started) / 1000;
const stored = await count('notifications', notificationsBefore);
const cards = await count('chat_messages', messagesBefore);
if (stored !== OFFERS || cards !== OFFERS) throw new Error(`${stored} notifications, ${cards} cards`);

// 2. A trickle: one offer at a time, the time from its commit to its push.
const trickle = await pairs(TRICKLE, `t${tag}`);
const latencies: number[] = [];
for (const pair of trickle) {
  const before = pushes();
  const at = performance.now();
  await send([pair]);
  await until(() => pushes() > before, 30_000);
  latencies.push(performance.now() - at);
}
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;

await app.close();
await push.close();
await rm(dataDir, { recursive: true, force: true });

console.log(
  `\nPostgreSQL${config.REDIS_URL ? ' and Redis' : ''}, worker inline (poll ${config.WORKER_POLL_MS} ms), load ${load}\n`,
);
console.log('| offers at once | seconds to the last push | notifications/s | pushes/s | cards/s |');
console.log('| --: | --: | --: | --: | --: |');
const rate = (n: number) => Math.round(n / seconds);
console.log(`| ${OFFERS} | ${seconds.toFixed(2)} | ${rate(stored)} | ${rate(OFFERS)} | ${rate(cards)} |`);
console.log(
  `\nOne offer at a time (${TRICKLE}): event to push p50 ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
);
process.exit(0);
