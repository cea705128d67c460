import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { dealBetween } from '../deal-work';
import { createTestAppWithGateway, type TestAppWithGateway } from '../payment-gateway';
import { account, balancesOf, fund, readyToWithdraw, teamMember } from '../payouts';

/**
 * The narrowest crash of a money route: its transaction committed, then the process died before
 * the reply was kept under the Idempotency-Key. The key stays claimed ("running"); once its lease
 * has passed, the client's retry runs the route again (decision 0020), and the route must find what
 * the first run did and answer it again. The crash test (crash-recovery.test.ts) kills a real
 * process at random moments; this puts the database in the state such a kill leaves, every time.
 *
 * A change of state (a cancellation, a team decision) keeps the request's key in its history row,
 * so its retry is answered the change it made instead of a conflict with the state it left.
 */
let t: TestAppWithGateway;
beforeAll(async () => {
  t = await createTestAppWithGateway();
});
afterAll(() => t.close());
afterEach(() => resetClock());

/** The state a process killed between the commit and keeping the reply leaves the key in. */
async function diedBeforeKeepingTheReply(key: string) {
  await t.app.database.db.execute(sql`
    update idempotency_keys
       set state = 'running', status_code = null, response_headers = null, response_body = null
     where key = ${key}`);
  // The lease of the dead claim (a minute) passes before the retry may run.
  advanceClock(61_000);
}

async function withMoney() {
  const user = await account(t);
  await fund(t, user.id, 1_000_00n);
  const bankAccountId = await readyToWithdraw(t, user.id);
  return { user, bankAccountId };
}

async function sentTwice(path: string, auth: Record<string, string>, body?: unknown) {
  const headers = { ...auth, 'idempotency-key': randomUUID() };
  const first = await t.api('POST', path, { headers, body });
  expect(first.statusCode, first.body).toBe(200);
  await diedBeforeKeepingTheReply(headers['idempotency-key']);
  const retried = await t.api('POST', path, { headers, body });
  return { first, retried };
}

describe('a retry after the API died between the commit and the kept reply', () => {
  it('continues the same card top-up: charged and credited once', async () => {
    const { user } = await withMoney();
    const saved = await t.api('POST', '/cards/save', {
      headers: user.auth,
      body: { token: await t.cardToken('4242424242424242') },
    });
    const body = { amount: '100', card_id: saved.json().data.id };
    const { first, retried } = await sentTwice('/wallets/top-up', user.auth, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toEqual(first.json().data);
    await t.settle();
    expect((await balancesOf(t, user.id)).available.amount).toBe(1_100_00n);
  });

  it('answers the same withdrawal and holds its amount once', async () => {
    const { user, bankAccountId } = await withMoney();
    const body = { amount: '300', bank_account_id: bankAccountId };
    const { first, retried } = await sentTwice('/wallets/withdraw', user.auth, body);
    const balances = await balancesOf(t, user.id);
    expect([balances.available.amount, balances.blocked.amount]).toEqual([700_00n, 300_00n]);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.id).toBe(first.json().data.id);
  });

  it('answers a cancellation that went through as done, not as a conflict', async () => {
    const { user, bankAccountId } = await withMoney();
    const made = await t.api('POST', '/wallets/withdraw', {
      headers: { ...user.auth, 'idempotency-key': randomUUID() },
      body: { amount: '300', bank_account_id: bankAccountId },
    });
    const id = made.json().data.id as number;
    const { retried } = await sentTwice(`/wallets/withdrawals/${id}/cancel`, user.auth);
    expect(retried.statusCode, retried.body).toBe(200);
  });

  it('answers a withdrawal marked paid as paid, not as a conflict', async () => {
    const { user, bankAccountId } = await withMoney();
    const finance = await teamMember(t, 'finance');
    const made = await t.api('POST', '/wallets/withdraw', {
      headers: { ...user.auth, 'idempotency-key': randomUUID() },
      body: { amount: '300', bank_account_id: bankAccountId },
    });
    const id = made.json().data.id as number;
    await t.api('POST', `/admin/finance/withdrawals/${id}/processing`, { headers: finance.auth, body: {} });
    const { retried } = await sentTwice(`/admin/finance/withdrawals/${id}/paid`, finance.auth, {});
    expect(retried.statusCode, retried.body).toBe(200);
  });

  describe('of a deal, answered the step it took', () => {
    it('pays once from the wallet', async () => {
      const { client, deal } = await dealBetween(t, { step: 'approved' });
      await fund(t, client.id, deal.totalAed!);
      const { first, retried } = await sentTwice(`/deals/pay/${deal.id}`, client.auth);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toEqual(first.json().data);
      const balances = await balancesOf(t, client.id);
      expect([balances.available.amount, balances.blocked.amount]).toEqual([0n, deal.totalAed!]);
    });

    it('approves once', async () => {
      const { provider, deal } = await dealBetween(t, { step: 'pending' });
      const { first, retried } = await sentTwice(`/deals/approved/${deal.id}`, provider.auth);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data.status).toBe(first.json().data.status);
    });

    /** A delivery of the provider's, written and ready to send. */
    async function draftDelivery(provider: { auth: Record<string, string> }, dealId: number) {
      const key = () => ({ ...provider.auth, 'idempotency-key': randomUUID() });
      const made = await t.api('POST', `/deals/delivery/generate-id/${dealId}`, { headers: key() });
      const delivery = made.json().data.id as number;
      await t.api('POST', `/deals/delivery/save-draft/${delivery}`, {
        headers: key(),
        body: { description: 'The logo in three sizes, as agreed.' },
      });
      return delivery;
    }

    it('delivers once, and is paid out once', async () => {
      const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
      const delivery = await draftDelivery(provider, deal.id);
      const delivered = await sentTwice(`/deals/deliver/${delivery}`, provider.auth);
      expect(delivered.retried.statusCode, delivered.retried.body).toBe(200);
      expect(delivered.retried.json().data).toEqual(delivered.first.json().data);
      const accepted = await sentTwice(`/deals/delivery/accept/${delivery}`, client.auth);
      expect(accepted.retried.statusCode, accepted.retried.body).toBe(200);
      expect(accepted.retried.json().data).toEqual(accepted.first.json().data);
      expect((await balancesOf(t, client.id)).blocked.amount).toBe(0n);
      expect((await balancesOf(t, provider.id)).available.amount).toBeGreaterThan(0n);
    });

    it('rejects a delivery once', async () => {
      const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
      const delivery = await draftDelivery(provider, deal.id);
      await t.api('POST', `/deals/deliver/${delivery}`, {
        headers: { ...provider.auth, 'idempotency-key': randomUUID() },
      });
      const body = { reason: 'incomplete', comment: 'The Arabic name is missing.' };
      const { first, retried } = await sentTwice(`/deals/delivery/reject/${delivery}`, client.auth, body);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data).toEqual(first.json().data);
    });
  });
});
