import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../modules/ledger/ledger-verify';
import { createTestAppWithGateway, type TestAppWithGateway } from '../payment-gateway';
import { account, balancesOf, fund, readyToWithdraw, teamMember } from '../payouts';
import type { TestApp } from '../test-app';
import { aed, type Call, runWalletClients, type Wallet } from './wallet-clients';

/**
 * Fifty clients on five wallets through the HTTP routes, on PostgreSQL: card top-ups (some through
 * 3-D Secure, passed or failed at the gateway's page), withdrawals, cancellations and the finance
 * team's decisions, a fifth of the requests repeating an earlier Idempotency-Key. Four instances of
 * the API share the database, each with its own pool, so the requests are real concurrent
 * transactions. Afterwards: `ledger verify` passes, every balance is what the accepted replies add
 * up to, every card charge reached the gateway once, no reply was a 5xx (a deadlock would be one).
 * PGlite serves one connection to one process, so it proves nothing here. DEEP=1 runs ten times more.
 */
const postgres = Boolean(process.env.DATABASE_URL);
const reason = postgres ? '' : ' (skipped: needs DATABASE_URL, PGlite runs one statement at a time)';
const DEEP = Boolean(process.env.DEEP);
const OK = '4242424242424242';
const SECURE = '4000000000003220';
const USERS = 5;
const FUNDED = 1_000_00n;

let t: TestAppWithGateway;
let instances: TestApp[];
beforeAll(async () => {
  if (!postgres) return;
  // Fifty clients from one address: the per-address limit would answer 429 long before the money.
  t = await createTestAppWithGateway({ RATE_LIMIT_MAX: 1_000_000 });
  instances = [t, ...(await Promise.all([1, 2, 3].map(() => t.anotherInstance())))];
}, 120_000);
afterAll(() => t?.close());

async function wallet(): Promise<Wallet> {
  const user = await account(t, 'Concurrent Wallet');
  const save = async (number: string) => {
    const saved = await t.api('POST', '/cards/save', {
      headers: user.auth,
      body: { token: await t.cardToken(number) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data.id as number;
  };
  const [cardId, secureCardId] = [await save(OK), await save(SECURE)];
  const bankAccountId = await readyToWithdraw(t, user.id);
  await fund(t, user.id, FUNDED);
  return { userId: user.id, auth: user.auth, cardId, secureCardId, bankAccountId };
}

/** The 3-D Secure page of the gateway, answered as the card holder would. */
async function challenge(redirectUrl: string, passed: boolean) {
  const reply = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome: passed ? 'complete' : 'fail' }),
  });
  return reply.status;
}

describe.skipIf(!postgres)(`fifty clients on five wallets through the API${reason}`, () => {
  it(
    'moves every fils once: ledger verified, balances as the replies imply, one gateway charge per top-up',
    async () => {
      const wallets: Wallet[] = [];
      for (let n = 0; n < USERS; n++) wallets.push(await wallet());
      const finance = [(await teamMember(t, 'finance')).auth, (await teamMember(t, 'admin')).auth];
      await t.settle();

      // The webhooks of the gateway reach the API while the clients run; the outbox is delivered
      // meanwhile, so a webhook's settlement races the retrieve-charge pages and the replies.
      let running = true;
      const worker = (async () => {
        while (running) {
          await t.app.worker.drain();
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      })();
      const call =
        (client: number): Call =>
        (method, path, options) =>
          instances[client % instances.length]!.api(method, path, options);
      const report = await runWalletClients({
        call,
        wallets,
        finance,
        funded: FUNDED,
        owners: 45,
        tellers: 5,
        opsPerClient: DEEP ? 60 : 6,
        repeatShare: 0.2,
        seed: 17_050,
        challenge,
      }).finally(() => {
        running = false;
      });
      await worker;
      await t.settle();

      expect(report.problems).toEqual([]);
      // The run did what it means to: money in, out, refused, replayed, decided.
      const seen = (prefix: string) =>
        Object.entries(report.counts).some(([label, n]) => label.startsWith(prefix) && n > 0);
      for (const label of [
        'top_up:200',
        'top_up_3ds:200',
        'withdraw:200',
        'withdraw:422',
        'cancel:200',
        'paid:200',
      ])
        expect(seen(label), `${label} in ${JSON.stringify(report.counts)}`).toBe(true);
      expect(seen('top_up:repeat') || seen('top_up_3ds:repeat')).toBe(true);
      expect(seen('withdraw:repeat')).toBe(true);

      // A 3-D Secure top-up ends as its card holder answered, whichever of the webhook and the page
      // settled it.
      for (const charge of report.secure) {
        const page = await t.api('GET', `/wallets/retrieve-charge/${charge.chargeId}`, {
          headers: charge.auth,
        });
        expect(page.json().data.status, `charge ${charge.chargeId}`).toBe(
          charge.passed ? 'succeeded' : 'failed',
        );
      }

      const verified = await verifyLedger(t.app.database.db);
      expect(verified.breaks).toEqual([]);
      for (const [index, w] of wallets.entries()) {
        const stored = await balancesOf(t, w.userId);
        expect({
          user: w.userId,
          available: aed(stored.available.amount),
          blocked: aed(stored.blocked.amount),
        }).toEqual({
          user: w.userId,
          available: aed(report.available[index]!),
          blocked: aed(report.blocked[index]!),
        });
        const shown = (await t.api('GET', '/wallets/balance', { headers: w.auth })).json().data;
        expect(shown.available_balance).toBe(aed(report.available[index]!));
      }

      // One wallet charge per Idempotency-Key, and the gateway charged each wallet charge once.
      const charges = (
        await t.app.database.db.execute<{
          id: number;
          request_key: string;
          status: string;
          gateway_charge_id: string;
        }>(sql`
        select id::int as id, request_key, status, gateway_charge_id from wallet_charges where purpose = 'top_up'`)
      ).rows;
      expect(charges.map((c) => c.request_key).sort()).toEqual([...report.topUps.keys()].sort());
      expect(charges.map((c) => c.id).sort()).toEqual([...report.topUps.values()].sort());
      const atGateway = new Map<string, Set<string>>();
      for (const event of t.gateway.gateway.webhooks.list()) {
        const reference = String(event.object.reference ?? '');
        if (!event.type.startsWith('charge.') || !reference.startsWith('wallet_charge:')) continue;
        atGateway.set(reference, (atGateway.get(reference) ?? new Set()).add(String(event.object.id)));
      }
      for (const charge of charges) {
        const made = atGateway.get(`wallet_charge:${charge.id}`);
        expect([...(made ?? [])], `wallet charge ${charge.id}`).toEqual([charge.gateway_charge_id]);
      }
      expect(charges.every((c) => c.status === 'succeeded' || c.status === 'failed')).toBe(true);
    },
    DEEP ? 1_800_000 : 600_000,
  );
});
