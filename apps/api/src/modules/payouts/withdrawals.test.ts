import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/outbox';
import { bankAccounts, withdrawals } from '../../db/schema/wallet';
import { freezeClock, resetClock } from '../../lib/clock';
import { account, balancesOf, fund, key, readyToWithdraw } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { LedgerError } from '../ledger/ledger';
import { orNotEnoughCredit } from './withdrawals.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const AED = (text: string) => BigInt(Math.round(Number(text) * 100));
const withdraw = (auth: Record<string, string>, body: unknown, headers: Record<string, string> = key()) =>
  t.api('POST', '/wallets/withdraw', { headers: { ...auth, ...headers }, body });

describe('asking for a withdrawal', () => {
  it('refuses 199 AED with the minimum, in the reader language, and holds 200 at once', async () => {
    const user = await account(t);
    await fund(t, user.id, AED('300'));
    const bankAccountId = await readyToWithdraw(t, user.id);

    const low = await withdraw(user.auth, { amount: '199.99', bank_account_id: bankAccountId });
    expect(low.statusCode).toBe(422);
    expect(low.json().message).toEqual({ amount: ['The minimum amount that can be withdrawn is 200 AED'] });
    const arabic = await withdraw(
      { ...user.auth, 'content-language': 'ar' },
      { amount: '199', bank_account_id: bankAccountId },
    );
    expect(arabic.json().message).toEqual({ amount: ['الحد الأدنى للمبلغ الذي يمكن سحبه هو 200 درهم'] });

    const ok = await withdraw(user.auth, { amount: '200', bank_account_id: bankAccountId });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      amount: '200.00',
      currency: 'AED',
      status: 'requested',
      reason: null,
      bank_account: { id: bankAccountId, bank_name: 'Emirates NBD', iban_last4: '3456' },
    });
    const balances = await balancesOf(t, user.id);
    expect([balances.available.amount, balances.blocked.amount]).toEqual([AED('100'), AED('200')]);

    const [row] = await t.app.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, ok.json().data.id));
    expect(row?.holdTransferId).toEqual(expect.any(Number));
    const events = await t.app.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'withdrawal.requested'), eq(outboxEvents.subjectId, String(row?.id))));
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toEqual({ user_id: user.id, amount: '200.00', currency: 'AED' });
  });

  it('refuses more than is available with "You do not have enough credit"', async () => {
    const user = await account(t);
    await fund(t, user.id, AED('250'));
    const bankAccountId = await readyToWithdraw(t, user.id);
    const res = await withdraw(user.auth, { amount: '250.01', bank_account_id: bankAccountId });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual({ amount: ['You do not have enough credit'] });
    expect((await withdraw(user.auth, { amount: '250.00', bank_account_id: bankAccountId })).statusCode).toBe(
      200,
    );
    // What is held is no longer available.
    const again = await withdraw(user.auth, { amount: '200', bank_account_id: bankAccountId });
    expect(again.json().message).toEqual({ amount: ['You do not have enough credit'] });
  });

  it("answers the ledger's refusal under concurrency with the same message as the balance check", async () => {
    await expect(
      orNotEnoughCredit(Promise.reject(new LedgerError('insufficient_funds'))),
    ).rejects.toMatchObject({
      status: 422,
      fields: { amount: [{ key: 'validation.not_enough_credit' }] },
    });
    // Any other refusal of the ledger is a failure of ours, not the user's.
    await expect(orNotEnoughCredit(Promise.reject(new LedgerError('unbalanced')))).rejects.toBeInstanceOf(
      LedgerError,
    );
  });

  it('refuses amounts that are not two-decimal text above zero', async () => {
    const user = await account(t);
    const bankAccountId = await readyToWithdraw(t, user.id);
    for (const amount of ['200.001', '-200', '2e2', 'abc', '0'])
      expect((await withdraw(user.auth, { amount, bank_account_id: bankAccountId })).statusCode, amount).toBe(
        422,
      );
    // Money never travels as a JSON number.
    expect((await withdraw(user.auth, { amount: 200, bank_account_id: bankAccountId })).statusCode).toBe(422);
  });

  it('answers the amount rules before the account checks', async () => {
    const user = await account(t);
    const stranger = await account(t);
    const theirs = await readyToWithdraw(t, stranger.id);
    // No money, no personal information, someone else's account: the minimum is still the answer.
    const low = await withdraw(user.auth, { amount: '150', bank_account_id: theirs });
    expect(low.json().message).toEqual({ amount: ['The minimum amount that can be withdrawn is 200 AED'] });
    const poor = await withdraw(user.auth, { amount: '250', bank_account_id: theirs });
    expect(poor.json().message).toEqual({ amount: ['You do not have enough credit'] });
    // With the money, the account is looked at: someone else's is as missing as none.
    await fund(t, user.id, AED('400'));
    const foreign = await withdraw(user.auth, { amount: '250', bank_account_id: theirs });
    const none = await withdraw(user.auth, { amount: '250', bank_account_id: 2147483647 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(none.body);
  });

  it('asks for personal information first, and names the page to add it', async () => {
    const user = await account(t);
    await fund(t, user.id, AED('400'));
    const bankAccountId = await readyToWithdraw(t, user.id, { personal: false });
    const res = await withdraw(user.auth, { amount: '250', bank_account_id: bankAccountId });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'personal_information_required',
      message: {
        txt: [
          'Add your personal information (full legal name, address and date of birth) in payment methods before your first withdrawal.',
        ],
      },
    });
    expect((await balancesOf(t, user.id)).blocked.amount).toBe(0n);
  });

  it('waits 48 hours after the account details change, and says until when', async () => {
    freezeClock(new Date('2031-03-10T10:00:00Z'));
    const user = await account(t);
    await fund(t, user.id, AED('400'));
    const old = await readyToWithdraw(t, user.id);
    const form = {
      bank_name: 'Emirates NBD',
      owner_name: 'Layla Haddad',
      account_number: '1234567890123456',
      iban: 'AE070331234567890123456',
      swift: 'NBADAEAA',
    };
    const fresh = (await t.api('POST', '/bank-accounts', { headers: user.auth, body: form })).json().data.id;
    const refused = await withdraw(user.auth, { amount: '250', bank_account_id: fresh });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'bank_account_waiting',
      message: {
        txt: [
          'The details of this bank account changed less than 48 hours ago. For your safety, withdrawals to it are possible from Mar 12, 2031, 2:00 PM.',
        ],
      },
    });
    // A change of holder on the older account starts its wait too.
    await t.api('PUT', `/bank-accounts/${old}`, {
      headers: user.auth,
      body: { ...form, owner_name: 'Other Holder' },
    });
    expect((await withdraw(user.auth, { amount: '250', bank_account_id: old })).json().code).toBe(
      'bank_account_waiting',
    );
    // 48 hours later (written on the row: the session would not last that long on a moved clock).
    await t.app.database.db
      .update(bankAccounts)
      .set({ detailsChangedAt: new Date('2031-03-08T10:00:00Z') })
      .where(eq(bankAccounts.id, fresh));
    expect((await withdraw(user.auth, { amount: '250', bank_account_id: fresh })).statusCode).toBe(200);
  });

  it('requires an Idempotency-Key and answers a retry with the first withdrawal', async () => {
    const user = await account(t);
    await fund(t, user.id, AED('500'));
    const bankAccountId = await readyToWithdraw(t, user.id);
    const body = { amount: '200', bank_account_id: bankAccountId };
    const missing = await withdraw(user.auth, body, {});
    expect(missing.json().code).toBe('idempotency_key_required');
    const once = key();
    const first = await withdraw(user.auth, body, once);
    const retry = await withdraw(user.auth, body, once);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect((await balancesOf(t, user.id)).blocked.amount).toBe(AED('200'));
  });
});

describe('my withdrawals', () => {
  it('lists mine, newest first, and cancels one only while requested', async () => {
    const user = await account(t);
    const other = await account(t);
    await fund(t, user.id, AED('600'));
    const bankAccountId = await readyToWithdraw(t, user.id);
    const first = (await withdraw(user.auth, { amount: '200', bank_account_id: bankAccountId })).json().data;
    const second = (await withdraw(user.auth, { amount: '300', bank_account_id: bankAccountId })).json().data;
    const list = await t.api('GET', '/wallets/withdrawals?page=1', { headers: user.auth });
    expect(list.json().data.data.map((w: { id: number }) => w.id)).toEqual([second.id, first.id]);
    expect(list.json().data.meta).toMatchObject({ total: 2, current_page: 1 });
    expect((await t.api('GET', '/wallets/withdrawals', { headers: other.auth })).json().data.data).toEqual(
      [],
    );

    const theirs = await t.api('POST', `/wallets/withdrawals/${first.id}/cancel`, { headers: other.auth });
    expect(theirs.statusCode).toBe(404);
    const cancelled = await t.api('POST', `/wallets/withdrawals/${first.id}/cancel`, { headers: user.auth });
    expect(cancelled.json().data).toMatchObject({ id: first.id, status: 'cancelled' });
    const balances = await balancesOf(t, user.id);
    expect([balances.available.amount, balances.blocked.amount]).toEqual([AED('300'), AED('300')]);
    const twice = await t.api('POST', `/wallets/withdrawals/${first.id}/cancel`, { headers: user.auth });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message.txt).toEqual(['This withdrawal cannot be changed in its current status.']);
  });
});
