import { randomBytes } from 'node:crypto';
import { SANDBOX_WEBHOOK_PATH, TEST_GATEWAY_SECRET_KEY, TEST_GATEWAY_WEBHOOK_SECRET } from '@wasla/config';
import { listenSandboxGateway, type SandboxGatewayServer } from '@wasla/sandbox-gateway';
import { BANK_ACCOUNT_CHANGE_WAIT_HOURS, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { bankAccountFactory, personalInformationFactory } from '../../db/factories';
import { createLedger } from '../../modules/ledger/ledger';
import { verifyLedger } from '../../modules/ledger/ledger-verify';
import { TEST_PASSWORD } from '../accounts';
import { TEST_API_KEY } from '../test-app';
import { cloneTestDatabase, type TestDatabase } from '../test-database';
import { cardTokenAt } from '../test-gateway';
import { crashStream, type StreamKind } from './crash-stream';
import { type CrashingApi, crashingApi, freePort } from './crashing-api';
import { aed, type Reply, type Wallet } from './wallet-clients';

/**
 * The API killed with SIGKILL in the middle of a stream of card top-ups (some through 3-D Secure)
 * and withdrawals, at random moments, and replaced on the same database; every client retries its
 * request with the same Idempotency-Key until it has an answer. The sandbox gateway runs in this
 * process and outlives the API, retrying its webhooks while the API is down. Afterwards each top-up
 * is credited once and charged at the gateway once, each withdrawal is held once, the balances are
 * what the answers add up to, no charge is left unsettled and `ledger verify` passes. Two processes
 * cannot share PGlite, so this runs on PostgreSQL only; DEEP=1 runs more rounds.
 */
const postgres = Boolean(process.env.DATABASE_URL);
const reason = postgres ? '' : ' (skipped: needs DATABASE_URL, a killed process cannot share PGlite)';
const DEEP = Boolean(process.env.DEEP);
const ROUNDS = DEEP ? 4 : 1;
const KILLS_PER_ROUND = 3;
const REQUESTS_PER_ROUND = DEEP ? 120 : 30;
const CLIENTS = 6;
const TIMEOUT_MS = DEEP ? 1_800_000 : 600_000;
const USERS = 4;
const FUNDED = 2_000_00n;
const OK = '4242424242424242';
const SECURE = '4000000000003220';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const json = (reply: Reply) => JSON.parse(reply.body);

type World = { database: TestDatabase; gateway: SandboxGatewayServer; api: CrashingApi };

/** A database of its own, the gateway in this process, the API in a child with its spares. */
async function world(): Promise<World> {
  const database = await cloneTestDatabase(inject('templateDatabase'));
  const port = await freePort();
  let api: CrashingApi | undefined;
  const gateway = await listenSandboxGateway({
    secretKey: TEST_GATEWAY_SECRET_KEY,
    webhookSecret: TEST_GATEWAY_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}${SANDBOX_WEBHOOK_PATH}`,
    // Retried for longer than a restart takes, as the real schedule outlasts an outage.
    retry: { baseMs: 100, maxMs: 1_000, maxAttempts: 200 },
    // The gateway's clock keeps with the API's, so that its signatures stay within their tolerance.
    now: () => Date.now() + (api?.offsetMs() ?? 0),
  });
  const env = {
    DATABASE_URL: database.handle.url!,
    REDIS_PREFIX: `wasla-test-${randomBytes(4).toString('hex')}:`,
    API_KEY: TEST_API_KEY,
    // Every process of the deployment holds the same secrets: sessions outlive a restart.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_GATEWAY_URL: gateway.url,
    RATE_LIMIT_MAX: '1000000',
    SWEEP_INTERVAL_MS: '1000',
  };
  api = await crashingApi(env, port, ROUNDS * KILLS_PER_ROUND);
  return { database, gateway, api };
}

async function close(w: World | undefined) {
  await w?.api.stop();
  await w?.gateway.close();
  await w?.database.drop();
}

/** A verified account with a card of each kind, personal information and a bank account past its wait. */
async function wallet({ api, gateway, database }: World, n: number): Promise<Wallet> {
  const email = `crash${Date.now()}${n}@example.com`;
  const registered = await api.call('POST', '/register', {
    body: { name: 'Crash Wallet', email, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD },
  });
  const auth = { authorization: `Bearer ${json(registered).data.token}`, 'content-language': 'en' };
  let code: string | undefined;
  while (!code) {
    const mailbox = json(await api.call('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`));
    code = (mailbox.data as { text: string }[])[0]?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) await sleep(50);
  }
  await api.call('POST', '/verify-otp-code', { headers: auth, body: { purpose: 'verify_email', code } });
  const userId = json(await api.call('GET', '/user-information', { headers: auth })).data.id as number;
  const save = async (number: string) => {
    const token = await cardTokenAt(gateway.url, number);
    const saved = await api.call('POST', '/cards/save', { headers: auth, body: { token } });
    expect(saved.statusCode, saved.body).toBe(200);
    return json(saved).data.id as number;
  };
  const db = database.handle.db;
  await personalInformationFactory.one(db, { userId });
  const settled = new Date(Date.now() - (BANK_ACCOUNT_CHANGE_WAIT_HOURS + 1) * 3_600_000);
  const account = await bankAccountFactory.one(db, { userId, detailsChangedAt: settled, createdAt: settled });
  await createLedger().transfer(db, {
    kind: 'bank_top_up',
    currency: WALLET_CURRENCY,
    legs: [
      { account: { kind: 'bank' }, amount: -FUNDED },
      { account: { kind: 'user_available', userId }, amount: FUNDED },
    ],
    key: `crash-funding:${userId}`,
  });
  return {
    userId,
    auth,
    cardId: await save(OK),
    secureCardId: await save(SECURE),
    bankAccountId: account.id,
  };
}

/** Waits (bounded) for the gateway's webhooks to be delivered and the outbox to be empty. */
async function quiet({ gateway, database }: World) {
  await gateway.gateway.webhooks.drain();
  for (let turn = 0; turn < 600; turn++) {
    const { rows } = await database.handle.db.execute<{ pending: number; dead: string | null }>(sql`
      select count(*) filter (where state = 'pending')::int as pending,
             string_agg(type || ': ' || coalesce(last_error, ''), '; ') filter (where state = 'dead') as dead
        from outbox_events`);
    // A handler that gave up on an event (a webhook's settlement, say) is a failure of its own.
    if (rows[0]!.dead) throw new Error(`dead events: ${rows[0]!.dead}`);
    if (rows[0]!.pending === 0) return;
    await sleep(100);
  }
  throw new Error('the outbox never emptied');
}

async function survivesCrashes(kinds: readonly StreamKind[]) {
  let w: World | undefined;
  try {
    w = await world();
    const { api, gateway, database } = w;
    const wallets: Wallet[] = [];
    for (let n = 0; n < USERS; n++) wallets.push(await wallet(w, n));
    const expected = new Map(wallets.map((u) => [u.userId, { available: FUNDED, blocked: 0n }]));
    const topUps = new Map<string, number>();
    const withdrawals = new Map<number, number>();
    const secure: { chargeId: number; auth: Record<string, string> }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const run = await crashStream({
        api,
        wallets,
        kinds,
        round,
        kills: KILLS_PER_ROUND,
        requests: REQUESTS_PER_ROUND,
        clients: CLIENTS,
      });
      expect(run.problems).toEqual([]);
      // The crashes cut requests in flight, which the clients then sent again.
      expect(run.cut).toBeGreaterThan(0);
      for (const [user, effect] of run.expected) {
        expected.get(user)!.available += effect.available;
        expected.get(user)!.blocked += effect.blocked;
      }
      for (const [key, id] of run.topUps) topUps.set(key, id);
      for (const [user, n] of run.withdrawals) withdrawals.set(user, (withdrawals.get(user) ?? 0) + n);
      secure.push(...run.secure);
    }
    expect(api.restarts()).toBe(ROUNDS * KILLS_PER_ROUND);

    // A 3-D Secure charge whose webhook came while nobody could take it is settled all the same,
    // by the webhook retried or by the retrieve-charge page asking the gateway.
    for (const charge of secure) {
      let status = '';
      for (let turn = 0; turn < 100 && status !== 'succeeded'; turn++) {
        const page = await api.call('GET', `/wallets/retrieve-charge/${charge.chargeId}`, {
          headers: charge.auth,
        });
        status = json(page).data.status;
        if (status !== 'succeeded') await sleep(100);
      }
      expect(status, `charge ${charge.chargeId}`).toBe('succeeded');
    }
    await quiet(w);

    const db = database.handle.db;
    // Each withdrawal answered exists once, with one hold.
    const held = (
      await db.execute<{ user_id: number; withdrawals: number; holds: number }>(sql`
        select w.user_id::int as user_id, count(*)::int as withdrawals, count(t.id)::int as holds
          from withdrawals w
          left join ledger_transfers t
            on t.reference_kind = 'withdrawal' and t.reference_id = w.id::text and t.kind = 'hold'
         group by w.user_id order by w.user_id`)
    ).rows;
    const answered = [...withdrawals].sort(([a], [b]) => a - b);
    expect(held).toEqual(answered.map(([user, n]) => ({ user_id: user, withdrawals: n, holds: n })));

    // One wallet charge per key, every one settled and charged once at the gateway.
    const charges = (
      await db.execute<{
        id: number;
        request_key: string;
        status: string;
        gateway_charge_id: string | null;
      }>(sql`
        select id::int as id, request_key, status, gateway_charge_id from wallet_charges where purpose = 'top_up'`)
    ).rows;
    expect(charges.map((c) => c.request_key).sort()).toEqual([...topUps.keys()].sort());
    expect(charges.filter((c) => c.status !== 'succeeded')).toEqual([]);
    const atGateway = new Map<string, Set<string>>();
    for (const event of gateway.gateway.webhooks.list()) {
      const reference = String(event.object.reference ?? '');
      if (event.type.startsWith('charge.'))
        atGateway.set(reference, (atGateway.get(reference) ?? new Set()).add(String(event.object.id)));
    }
    for (const charge of charges)
      expect([...(atGateway.get(`wallet_charge:${charge.id}`) ?? [])], `charge ${charge.id}`).toEqual([
        charge.gateway_charge_id,
      ]);

    // The money: as the answers add up, and every invariant of the ledger.
    const ledger = createLedger();
    for (const u of wallets) {
      const stored = await ledger.balances(db, u.userId, WALLET_CURRENCY);
      const want = expected.get(u.userId)!;
      expect({
        user: u.userId,
        available: aed(stored.available.amount),
        blocked: aed(stored.blocked.amount),
      }).toEqual({
        user: u.userId,
        available: aed(want.available),
        blocked: aed(want.blocked),
      });
    }
    expect((await verifyLedger(db)).breaks).toEqual([]);
  } finally {
    await close(w);
  }
}

describe.skipIf(!postgres)(`the API killed in the middle of the wallet's money${reason}`, () => {
  it(
    'tops up and withdraws through crashes: each top-up charged and credited once, each withdrawal held once, balances converge',
    () => survivesCrashes(['top_up', 'top_up_3ds', 'withdraw']),
    TIMEOUT_MS,
  );
});
