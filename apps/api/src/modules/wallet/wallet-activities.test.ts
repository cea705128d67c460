import { money } from '@wasla/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { accountFactory } from '../../db/factories';
import { userActor } from '../../lib/policy/actor';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLedger } from '../ledger/ledger';
import { createActivitiesRepository } from './activities.repository';
import { createWalletReader } from './wallet.service';

// The balance and activities of a wallet, read from ledger transfers written as the wallet, the
// payouts and (later) the deals write them: one activity per transfer, holds told by their state.
let t: TestApp;
let db: Database;
const ledger = createLedger();
const AED = (amount: bigint) => money(amount, 'AED');
let reader: ReturnType<typeof createWalletReader>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.database.db;
  reader = createWalletReader({ db, ledger, activities: createActivitiesRepository(db) });
});
afterAll(() => t.close());

const newUser = async () => (await accountFactory.one(db, {})).id;
const cardTopUp = (userId: number, chargeId: number, amount: bigint, fee: bigint) =>
  ledger.transfer(db, {
    kind: 'card_top_up',
    currency: 'AED',
    key: `wallet_charge:${chargeId}:credit`,
    reference: { kind: 'wallet_charge', id: chargeId },
    legs: [
      { account: { kind: 'gateway' }, amount: -(amount + fee) },
      { account: { kind: 'user_available', userId }, amount },
      ...(fee > 0n ? [{ account: { kind: 'platform_fees' as const }, amount: fee }] : []),
    ],
  });

describe('wallet balance and activities', () => {
  it('starts empty: zero balances in AED and no activity', async () => {
    const user = userActor(await newUser());
    expect(await reader.balance(user)).toEqual({
      total_balance: '0.00',
      available_balance: '0.00',
      blocked_balance: '0.00',
      currency: 'AED',
    });
    expect(await reader.activities(user, 1)).toMatchObject({ items: [], total: 0 });
  });

  it('shows each transfer once, holds with their state, signed by their effect on the money', async () => {
    const id = await newUser();
    const provider = await newUser();
    await cardTopUp(id, 901, 250_00n, 7_25n);
    await ledger.transfer(db, {
      kind: 'bank_top_up',
      currency: 'AED',
      reference: { kind: 'bank_transfer', id: 31 },
      legs: [
        { account: { kind: 'bank' }, amount: -500_00n },
        { account: { kind: 'user_available', userId: id }, amount: 500_00n },
      ],
    });
    // A withdrawal held and still requested, one paid out, one returned.
    await ledger.hold(db, {
      userId: id,
      amount: AED(200_00n),
      reference: { kind: 'withdrawal', id: 1 },
    });
    const paid = await ledger.hold(db, {
      userId: id,
      amount: AED(210_00n),
      reference: { kind: 'withdrawal', id: 2 },
    });
    await ledger.postHold(db, paid.id, {
      kind: 'withdrawal_payout',
      to: [{ account: { kind: 'bank' }, amount: 210_00n }],
    });
    const returned = await ledger.hold(db, {
      userId: id,
      amount: AED(220_00n),
      reference: { kind: 'withdrawal', id: 3 },
    });
    await ledger.voidHold(db, returned.id);
    // A deal's escrow, released for less than held: the client sees what was paid, the provider
    // the earning the release credited to them.
    const deal = await ledger.hold(db, {
      userId: id,
      amount: AED(100_00n),
      reference: { kind: 'deal', id: 44 },
    });
    await ledger.postHold(db, deal.id, {
      kind: 'deal_release',
      to: [
        { account: { kind: 'user_available', userId: provider }, amount: 80_00n },
        { account: { kind: 'platform_fees' }, amount: 10_00n },
      ],
    });

    // 250 + 500 − 210 (paid) − 90 (deal) = 450 in all, 200 of it held.
    expect(await reader.balance(userActor(id))).toEqual({
      total_balance: '450.00',
      available_balance: '250.00',
      blocked_balance: '200.00',
      currency: 'AED',
    });
    const { items, total } = await reader.activities(userActor(id), 1);
    expect(total).toBe(6);
    const shown = items.map(({ type, amount, sign, status, reference }) => ({
      type,
      amount,
      sign,
      status,
      reference,
    }));
    expect(shown).toEqual([
      {
        type: 'deal_payment',
        amount: '90.00',
        sign: '-',
        status: 'completed',
        reference: { kind: 'deal', id: 44 },
      },
      {
        type: 'withdrawal',
        amount: '220.00',
        sign: '-',
        status: 'returned',
        reference: { kind: 'withdrawal', id: 3 },
      },
      {
        type: 'withdrawal',
        amount: '210.00',
        sign: '-',
        status: 'completed',
        reference: { kind: 'withdrawal', id: 2 },
      },
      {
        type: 'withdrawal',
        amount: '200.00',
        sign: '-',
        status: 'pending',
        reference: { kind: 'withdrawal', id: 1 },
      },
      {
        type: 'bank_top_up',
        amount: '500.00',
        sign: '+',
        status: 'completed',
        reference: { kind: 'bank_transfer', id: 31 },
      },
      {
        type: 'card_top_up',
        amount: '250.00',
        sign: '+',
        status: 'completed',
        reference: { kind: 'wallet_charge', id: 901 },
      },
    ]);
    for (const item of items) expect(Date.parse(item.date)).not.toBeNaN();

    const earned = await reader.activities(userActor(provider), 1);
    expect(earned.items).toMatchObject([
      {
        type: 'deal_earning',
        amount: '80.00',
        sign: '+',
        status: 'completed',
        reference: { kind: 'deal', id: 44 },
      },
    ]);
  });

  it('pages newest first, ten to a page, and counts every activity', async () => {
    const id = await newUser();
    for (let n = 1; n <= 12; n++) await cardTopUp(id, 1000 + id * 100 + n, BigInt(n) * 10_00n, 0n);
    const first = await reader.activities(userActor(id), 1);
    const second = await reader.activities(userActor(id), 2);
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.amount).toBe('120.00');
    expect(second.items.map((item) => item.amount)).toEqual(['20.00', '10.00']);
  });

  it('never shows another account, nor the platform side of a card check', async () => {
    const id = await newUser();
    await ledger.transfer(db, {
      kind: 'card_check',
      currency: 'AED',
      reference: { kind: 'payment_card', id: 5 },
      legs: [
        { account: { kind: 'gateway' }, amount: -1_00n },
        { account: { kind: 'escrow' }, amount: 1_00n },
      ],
    });
    await cardTopUp(await newUser(), 77_000 + id, 50_00n, 0n);
    expect(await reader.activities(userActor(id), 1)).toMatchObject({ items: [], total: 0 });
  });
});
