import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { advanceClock, resetClock } from '../../lib/clock';
import { dealRails, pendingDeal } from '../../test/deals';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

// Two people, or a person and the clock, acting on one deal at the same instant. On PostgreSQL
// (DATABASE_URL) the calls run on separate connections and really overlap; on PGlite they queue on
// its one connection. Either way: one outcome, and the money moved once.
const DAY = 86_400_000;
const ROUNDS = 4;
let t: TestApp;
let rails: ReturnType<typeof dealRails>;

beforeAll(async () => {
  t = await createTestApp();
  rails = dealRails(t);
});
afterAll(() => t.close());
afterEach(() => resetClock());

const settle = (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: { code?: string }) => error.code ?? String(error),
  );

const transferKinds = async (dealId: number) =>
  (
    await rails.db
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.referenceKind, 'deal'), eq(ledgerTransfers.referenceId, String(dealId))))
  )
    .map((row) => row.kind)
    .sort();

async function paidDeal() {
  const made = await pendingDeal(t, { funds: 200_00n });
  await rails.actions.act(made.provider, made.deal.id, 'approve');
  await rails.actions.act(made.client, made.deal.id, 'pay');
  return made;
}

describe('a deal acted on from two sides at once', () => {
  it('pays once when the client pays twice together', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, provider, deal } = await pendingDeal(t, { funds: 300_00n });
      await rails.actions.act(provider, deal.id, 'approve');
      const answers = await Promise.all([
        settle(rails.actions.act(client, deal.id, 'pay')),
        settle(rails.actions.act(client, deal.id, 'pay')),
      ]);
      expect(answers.sort()).toEqual(['deal_status_conflict', 'ok']);
      expect((await rails.balances(client.id)).blocked.amount).toBe(105_25n);
      expect(await transferKinds(deal.id)).toEqual(['hold']);
    }
  });

  it('either cancels with a refund or takes the delivery, never both, when a late client cancels as the provider delivers', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, provider, deal } = await paidDeal();
      advanceClock(5 * DAY);
      const [cancel, deliver] = await Promise.all([
        settle(rails.actions.act(client, deal.id, 'cancel', { reasonCode: 'provider_late' })),
        settle(rails.actions.act(provider, deal.id, 'deliver')),
      ]);
      resetClock();
      const after = await rails.deal(deal.id);
      expect([cancel, deliver].filter((a) => a === 'ok')).toHaveLength(1);
      if (cancel === 'ok') {
        expect(after.stage).toBe('canceled');
        expect(await transferKinds(deal.id)).toEqual(['hold', 'hold_void']);
        expect((await rails.balances(client.id)).available.amount).toBe(200_00n);
      } else {
        expect(after.stage).toBe('delivered');
        expect(await transferKinds(deal.id)).toEqual(['hold']);
      }
    }
  });

  it('completes once when the client accepts as the clock completes the deal', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { client, provider, deal } = await paidDeal();
      const delivered = await rails.actions.act(provider, deal.id, 'deliver');
      const due = new Date(delivered.acceptanceDueAt!.getTime() + 1);
      const [accept] = await Promise.all([
        settle(rails.actions.act(client, deal.id, 'accept')),
        rails.timers(due),
      ]);
      expect(['ok', 'deal_status_conflict']).toContain(accept);
      expect((await rails.deal(deal.id)).stage).toBe('completed');
      expect(await transferKinds(deal.id)).toEqual(['deal_release', 'hold']);
      expect((await rails.balances(provider.id)).available.amount).toBe(90_00n);
    }
    expect((await verifyLedger(rails.db)).breaks).toEqual([]);
  });
});
