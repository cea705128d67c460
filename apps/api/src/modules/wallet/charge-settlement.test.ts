import { money } from '@wasla/shared/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { accountFactory, paymentCardFactory, walletChargeFactory } from '../../db/factories';
import { outboxEvents } from '../../db/schema/outbox';
import { stateHistory } from '../../db/schema/state-history';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLedger } from '../ledger/ledger';
import { createChargeSettlement } from './charge-settlement';
import { createWalletRepository } from './wallet.repository';

// Settling a charge from the gateway's reports, whichever way they come and in whatever order: the
// status moves only forward and the money moves once. On PostgreSQL (DATABASE_URL) the racing case
// runs with real concurrent transactions.
let t: TestApp;
let db: Database;
const ledger = createLedger();
let settlement: ReturnType<typeof createChargeSettlement>;
let repo: ReturnType<typeof createWalletRepository>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
  repo = createWalletRepository(db);
  settlement = createChargeSettlement(repo, ledger);
});
afterAll(() => t.close());

async function openCharge(overrides: { purpose?: string } = {}) {
  const user = await accountFactory.one(db, {});
  const card = await paymentCardFactory.one(db, { userId: user.id });
  const charge = await walletChargeFactory.one(db, {
    userId: user.id,
    cardId: card.id,
    ...(overrides.purpose === 'card_check'
      ? { purpose: 'card_check', amount: 1_00n, fee: 0n, total: 1_00n }
      : {}),
  });
  return { user, card, charge, gatewayId: `ch_test${charge.id}` };
}

const transfersOf = async (chargeId: number) =>
  (
    await db.execute<{ kind: string; key: string }>(
      sql`select kind, key from ledger_transfers where key like ${`wallet_charge:${chargeId}:%`}`,
    )
  ).rows;
const historyOf = (chargeId: number) =>
  db
    .select({ event: stateHistory.event, to: stateHistory.toState })
    .from(stateHistory)
    .where(and(eq(stateHistory.subjectKind, 'wallet_charge'), eq(stateHistory.subjectId, String(chargeId))));
const eventsOf = (chargeId: number) =>
  db
    .select({ type: outboxEvents.type, payload: outboxEvents.payload })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.subjectKind, 'wallet_charge'), eq(outboxEvents.subjectId, String(chargeId))));

describe('settling a card charge', () => {
  it('credits a top-up once when the same success is reported twice', async () => {
    const { user, charge, gatewayId } = await openCharge();
    const first = await settlement.settle(charge.id, { id: gatewayId, status: 'succeeded' }, 'gateway');
    const again = await settlement.settle(charge.id, { id: gatewayId, status: 'succeeded' }, 'gateway');
    expect(first).toMatchObject({ moved: true, row: { status: 'succeeded', gatewayChargeId: gatewayId } });
    expect(again.moved).toBe(false);
    expect(first.row!.transferId).not.toBeNull();
    expect(await transfersOf(charge.id)).toEqual([
      { kind: 'card_top_up', key: `wallet_charge:${charge.id}:credit` },
    ]);
    expect(await ledger.balances(db, user.id, 'AED')).toMatchObject({ available: money(100_00n, 'AED') });
    expect(await historyOf(charge.id)).toEqual([{ event: 'succeed', to: 'succeeded' }]);
    expect(await eventsOf(charge.id)).toEqual([
      {
        type: 'wallet_charge.succeeded',
        payload: expect.objectContaining({
          purpose: 'top_up',
          user_id: user.id,
          amount: { amount: '100.00', currency: 'AED' },
        }),
      },
    ]);
  });

  it('ignores reports arriving after the charge moved past them: a late failure takes nothing back', async () => {
    const { user, charge, gatewayId } = await openCharge();
    await settlement.settle(charge.id, { id: gatewayId, status: 'requires_action' }, 'gateway');
    await settlement.settle(charge.id, { id: gatewayId, status: 'succeeded' }, 'gateway');
    const late = await settlement.settle(charge.id, { id: gatewayId, status: 'requires_action' }, 'gateway');
    const failed = await settlement.settle(
      charge.id,
      { id: gatewayId, status: 'failed', failureCode: 'card_declined' },
      'gateway',
    );
    expect([late.moved, failed.moved]).toEqual([false, false]);
    expect(failed.row).toMatchObject({ status: 'succeeded', failureCode: null });
    expect(await transfersOf(charge.id)).toHaveLength(1);
    expect(await ledger.balances(db, user.id, 'AED')).toMatchObject({ available: money(100_00n, 'AED') });
    expect((await historyOf(charge.id)).map((h) => h.to)).toEqual(['requires_action', 'succeeded']);
  });

  it('keeps a failure final and credits nothing, with the failure code', async () => {
    const { user, charge, gatewayId } = await openCharge();
    await settlement.settle(
      charge.id,
      { id: gatewayId, status: 'failed', failureCode: 'insufficient_funds' },
      'gateway',
    );
    const later = await settlement.settle(charge.id, { id: gatewayId, status: 'succeeded' }, 'gateway');
    expect(later.row).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_funds',
      transferId: null,
    });
    expect(await transfersOf(charge.id)).toEqual([]);
    expect(await ledger.balances(db, user.id, 'AED')).toMatchObject({ total: money(0n, 'AED') });
  });

  it('learns the gateway id of a charge from a report that is not news', async () => {
    const { charge } = await openCharge();
    await db.execute(sql`update wallet_charges set status = 'requires_action' where id = ${charge.id}`);
    const { row, moved } = await settlement.settle(
      charge.id,
      { id: 'ch_learnt', status: 'requires_action' },
      'gateway',
    );
    expect(moved).toBe(false);
    expect(row?.gatewayChargeId).toBe('ch_learnt');
  });

  it('keeps a card check out of the wallet: the gateway owes it, escrow holds it until the refund', async () => {
    const { user, charge, card, gatewayId } = await openCharge({ purpose: 'card_check' });
    await settlement.settle(charge.id, { id: gatewayId, status: 'succeeded' }, 'gateway');
    expect(await transfersOf(charge.id)).toEqual([
      { kind: 'card_check', key: `wallet_charge:${charge.id}:check` },
    ]);
    expect(await ledger.balances(db, user.id, 'AED')).toMatchObject({ total: money(0n, 'AED') });
    expect(await repo.card(db, card.id)).toMatchObject({ checkChargeId: gatewayId, deletedAt: null });
  });

  it('removes a card refused at its check, but keeps one whose check waited for 3-D Secure', async () => {
    const refused = await openCharge({ purpose: 'card_check' });
    await settlement.settle(
      refused.charge.id,
      { id: refused.gatewayId, status: 'failed', failureCode: 'card_declined' },
      'gateway',
    );
    expect((await repo.card(db, refused.card.id))?.deletedAt).not.toBeNull();

    const secure = await openCharge({ purpose: 'card_check' });
    await settlement.settle(secure.charge.id, { id: secure.gatewayId, status: 'requires_action' }, 'gateway');
    await settlement.settle(
      secure.charge.id,
      { id: secure.gatewayId, status: 'failed', failureCode: 'authentication_failed' },
      'gateway',
    );
    expect(await repo.card(db, secure.card.id)).toMatchObject({ deletedAt: null });
  });

  it('credits once when many reports of success race each other', async () => {
    const { user, charge, gatewayId } = await openCharge();
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        settlement.settle(
          charge.id,
          { id: gatewayId, status: 'succeeded' },
          i % 2 ? 'gateway' : `user:${user.id}`,
        ),
      ),
    );
    expect(racing.filter((r) => r.moved)).toHaveLength(1);
    expect(await transfersOf(charge.id)).toHaveLength(1);
    expect(await ledger.balances(db, user.id, 'AED')).toMatchObject({ available: money(100_00n, 'AED') });
    expect(await eventsOf(charge.id)).toHaveLength(1);
  });
});
