import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { userActor } from '../../lib/policy/actor';
import { dealRails, pendingDeal } from '../../test/deals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

const DAY = 86_400_000;
let t: TestApp;
let rails: ReturnType<typeof dealRails>;

beforeAll(async () => {
  t = await createTestApp();
  rails = dealRails(t);
});
afterAll(() => t.close());
afterEach(() => resetClock());

const codeOf = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: { code?: string; status?: number }) => `${error.status} ${error.code}`,
  );

describe('deal actions on the ledger', () => {
  it('locks the AED figures at approval, holds the total on payment, and pays the provider on acceptance', async () => {
    const { client, provider, deal } = await pendingDeal(t, { funds: 500_00n });
    const approved = await rails.actions.act(provider, deal.id, 'approve');
    // 100.00 + 5 % fee (5.00) + 5 % tax on the fee (0.25).
    expect(approved).toMatchObject({
      stage: 'approved',
      totalAed: 105_25n,
      subtotalAed: 100_00n,
      rateToAed: '1.0000000000',
    });
    expect(approved.paymentDueAt).not.toBeNull();

    const paid = await rails.actions.act(client, deal.id, 'pay');
    expect(paid.stage).toBe('in_progress');
    expect(paid.holdTransferId).not.toBeNull();
    expect(await rails.balances(client.id)).toMatchObject({
      available: { amount: 394_75n },
      blocked: { amount: 105_25n },
    });

    await rails.actions.act(provider, deal.id, 'deliver');
    const done = await rails.actions.act(client, deal.id, 'accept');
    expect(done).toMatchObject({ stage: 'completed' });
    expect(done.reviewsDueAt).not.toBeNull();
    // The provider gets the subtotal less the 10 % commission.
    expect((await rails.balances(provider.id)).available.amount).toBe(90_00n);
    expect((await rails.balances(client.id)).blocked.amount).toBe(0n);
    expect((await verifyLedger(rails.db)).breaks).toEqual([]);
  });

  it('answers 303 when the wallet is short, and moves nothing', async () => {
    const { client, provider, deal } = await pendingDeal(t, { funds: 50_00n });
    await rails.actions.act(provider, deal.id, 'approve');
    expect(await codeOf(rails.actions.act(client, deal.id, 'pay'))).toBe('303 insufficient_balance');
    expect((await rails.deal(deal.id)).stage).toBe('approved');
    expect((await rails.balances(client.id)).available.amount).toBe(50_00n);
  });

  it('refuses a party that is not one, a late answer, and a change the table does not list', async () => {
    const { client, provider, deal } = await pendingDeal(t);
    expect(await codeOf(rails.actions.act(userActor(999_999), deal.id, 'approve'))).toBe('404 not_found');
    expect(await codeOf(rails.actions.act(client, deal.id, 'approve'))).toBe('409 deal_status_conflict');
    advanceClock(3 * DAY + 1);
    expect(await codeOf(rails.actions.act(provider, deal.id, 'approve'))).toBe('409 deal_deadline_passed');
    await rails.timers(new Date(Date.now() + 3 * DAY + 1_000));
    expect((await rails.deal(deal.id)).stage).toBe('expired');
  });

  it('lets the client cancel with a refund only once the provider is more than a day late', async () => {
    const { client, provider, deal } = await pendingDeal(t, { funds: 200_00n });
    await rails.actions.act(provider, deal.id, 'approve');
    await rails.actions.act(client, deal.id, 'pay');
    // Three days of work: on the deadline, and a day after it, the provider is not late enough.
    advanceClock(4 * DAY - 60_000);
    expect(await codeOf(rails.actions.act(client, deal.id, 'cancel', { reasonCode: 'provider_late' }))).toBe(
      '409 deal_not_late',
    );
    advanceClock(2 * 60_000);
    const canceled = await rails.actions.act(client, deal.id, 'cancel', { reasonCode: 'provider_late' });
    expect(canceled).toMatchObject({ stage: 'canceled', reasonCode: 'provider_late' });
    expect(await rails.balances(client.id)).toMatchObject({
      available: { amount: 200_00n },
      blocked: { amount: 0n },
    });
  });

  it('completes a delivered deal by the clock, paying the provider in the same change', async () => {
    const { client, provider, deal } = await pendingDeal(t, { funds: 200_00n });
    await rails.actions.act(provider, deal.id, 'approve');
    await rails.actions.act(client, deal.id, 'pay');
    const delivered = await rails.actions.act(provider, deal.id, 'deliver');
    await rails.timers(new Date(delivered.acceptanceDueAt!.getTime() + 1));
    const after = await rails.deal(deal.id);
    expect(after).toMatchObject({ stage: 'completed', acceptanceDueAt: null });
    expect(after.completedAt).not.toBeNull();
    expect((await rails.balances(provider.id)).available.amount).toBe(90_00n);
    // The client accepting afterwards finds the deal completed: one outcome.
    expect(await codeOf(rails.actions.act(client, deal.id, 'accept'))).toBe('409 deal_status_conflict');
  });

  it('sends a rejected delivery back to work, and the last one allowed to the support team, who split it', async () => {
    const { client, provider, deal } = await pendingDeal(t, { funds: 200_00n });
    await rails.actions.act(provider, deal.id, 'approve');
    await rails.actions.act(client, deal.id, 'pay');
    for (let n = 1; n < deal.deliveryLimit; n++) {
      await rails.actions.act(provider, deal.id, 'deliver');
      expect((await rails.actions.act(client, deal.id, 'reject_delivery')).stage).toBe('in_progress');
    }
    await rails.actions.act(provider, deal.id, 'deliver');
    expect((await rails.actions.act(client, deal.id, 'reject_delivery')).stage).toBe('disputed');
    const support = userActor(client.id + provider.id + 1_000_000, ['support']);
    const split = await rails.actions.act(support, deal.id, 'split', { providerAmountAed: 40_00n });
    expect(split.stage).toBe('completed');
    // 40.00 less 10 %: 36.00 to the provider; the other 60.00 of the subtotal back to the client.
    expect((await rails.balances(provider.id)).available.amount).toBe(36_00n);
    expect(await rails.balances(client.id)).toMatchObject({
      available: { amount: 200_00n - 105_25n + 60_00n },
      blocked: { amount: 0n },
    });
    expect((await verifyLedger(rails.db)).breaks).toEqual([]);
  });

  it('answers the retry of a change that committed, under the same key, without moving money again', async () => {
    const { client, provider, deal } = await pendingDeal(t, { funds: 200_00n });
    await rails.actions.act(provider, deal.id, 'approve');
    const first = await rails.actions.act(client, deal.id, 'pay', { requestKey: 'pay-once' });
    const retried = await rails.actions.act(client, deal.id, 'pay', { requestKey: 'pay-once' });
    expect(retried).toMatchObject({ stage: 'in_progress', holdTransferId: first.holdTransferId });
    expect((await rails.balances(client.id)).blocked.amount).toBe(105_25n);
    // Another key, or another account's same key, is a new request: refused by the stage it finds.
    expect(await codeOf(rails.actions.act(client, deal.id, 'pay', { requestKey: 'pay-twice' }))).toBe(
      '409 deal_status_conflict',
    );
  });
});
