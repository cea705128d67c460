import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/ledger';
import { auditLog, withdrawals } from '../../db/schema/wallet';
import { account, balancesOf, fund, key, type Member, readyToWithdraw, teamMember } from '../../test/payouts';
import { picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

// Decisions at the same instant: on PostgreSQL (DATABASE_URL) the requests run on separate
// connections and really overlap; on PGlite they queue on its one connection, and the answers must
// be the same either way: one change, the other refused, the money moved once.
let t: TestApp;
let finance: Member;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp();
  finance = await teamMember(t, 'finance');
  admin = await teamMember(t, 'admin');
});
afterAll(() => t.close());

const ROUNDS = 5;
const db = () => t.app.database.db;
const statuses = (replies: { statusCode: number }[]) => replies.map((r) => r.statusCode).sort();

async function withdrawal(user: Member, bankAccountId: number, amount = '200') {
  const res = await t.api('POST', '/wallets/withdraw', {
    headers: { ...user.auth, ...key() },
    body: { amount, bank_account_id: bankAccountId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.id as number;
}

const decide = (who: Member, id: number, step: string, body?: unknown) =>
  t.api('POST', `/admin/finance/withdrawals/${id}/${step}`, { headers: who.auth, body });

/** The ledger transfers that name a subject, by kind. */
const transfersOf = async (kind: string, id: number) =>
  (
    await db()
      .select({ kind: ledgerTransfers.kind })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.referenceKind, kind), eq(ledgerTransfers.referenceId, String(id))))
  )
    .map((row) => row.kind)
    .sort();

describe('payout decisions at the same instant', () => {
  it('pays a withdrawal once when two members mark it paid together', async () => {
    const user = await account(t);
    await fund(t, user.id, BigInt(ROUNDS) * 20_000n);
    const bankAccountId = await readyToWithdraw(t, user.id);
    for (let round = 0; round < ROUNDS; round++) {
      const id = await withdrawal(user, bankAccountId);
      expect((await decide(finance, id, 'processing')).statusCode).toBe(200);
      const replies = await Promise.all([decide(finance, id, 'paid'), decide(admin, id, 'paid')]);
      expect(statuses(replies)).toEqual([200, 409]);
      expect(await transfersOf('withdrawal', id)).toEqual(['hold', 'withdrawal_payout']);
      const audits = await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.subjectKind, 'withdrawal'), eq(auditLog.subjectId, String(id))));
      expect(audits.map((a) => a.action).sort()).toEqual(['withdrawal.pay', 'withdrawal.start_processing']);
    }
    const balances = await balancesOf(t, user.id);
    expect([balances.available.amount, balances.blocked.amount]).toEqual([0n, 0n]);
  });

  it('lets the owner cancel or the team fail a requested withdrawal, never both', async () => {
    const user = await account(t);
    await fund(t, user.id, 20_000n);
    const bankAccountId = await readyToWithdraw(t, user.id);
    for (let round = 0; round < ROUNDS; round++) {
      const id = await withdrawal(user, bankAccountId);
      const [cancel, fail] = await Promise.all([
        t.api('POST', `/wallets/withdrawals/${id}/cancel`, { headers: user.auth }),
        decide(finance, id, 'failed', { reason: 'The account is closed' }),
      ]);
      expect([cancel.statusCode, fail.statusCode].sort()).toEqual([200, 409]);
      expect(await transfersOf('withdrawal', id)).toEqual(['hold', 'hold_void']);
      // Whichever won, the money is back, once.
      const balances = await balancesOf(t, user.id);
      expect([balances.available.amount, balances.blocked.amount]).toEqual([20_000n, 0n]);
    }
  });

  it('credits a bank top-up once when two members approve it together', async () => {
    const user = await account(t);
    for (let round = 0; round < ROUNDS; round++) {
      const form = new FormData();
      form.append('amount', '100');
      form.append('operation_number', `RACE-${Date.now()}-${round}`);
      const bytes = await picture('#2a9d8f', 60, 80);
      form.append('receipt', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'receipt.jpg');
      const encoded = new Response(form);
      const sent = await t.api('POST', '/bank-transfers', {
        headers: { ...user.auth, ...key(), 'content-type': encoded.headers.get('content-type')! },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      const id = sent.json().data.id as number;
      const replies = await Promise.all(
        [finance, admin].map((who) =>
          t.api('POST', `/admin/finance/bank-transfers/${id}/approve`, { headers: who.auth }),
        ),
      );
      expect(statuses(replies)).toEqual([200, 409]);
      expect(await transfersOf('bank_transfer', id)).toEqual(['bank_top_up']);
    }
    expect((await balancesOf(t, user.id)).available.amount).toBe(BigInt(ROUNDS) * 10_000n);
  });
});

describe('withdrawals asked at the same instant', () => {
  it('accepts one of two when the balance holds only one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await account(t);
      await fund(t, user.id, 30_000n);
      const bankAccountId = await readyToWithdraw(t, user.id);
      const replies = await Promise.all(
        [0, 1].map(() =>
          t.api('POST', '/wallets/withdraw', {
            headers: { ...user.auth, ...key() },
            body: { amount: '200', bank_account_id: bankAccountId },
          }),
        ),
      );
      expect(statuses(replies)).toEqual([200, 422]);
      const refused = replies.find((r) => r.statusCode === 422)!;
      expect(refused.json().message).toEqual({ amount: ['You do not have enough credit'] });
      const balances = await balancesOf(t, user.id);
      expect([balances.available.amount, balances.blocked.amount]).toEqual([10_000n, 20_000n]);
      const rows = await db().select().from(withdrawals).where(eq(withdrawals.userId, user.id));
      expect(rows.map((w) => [w.status, w.amount])).toEqual([['requested', 20_000n]]);
    }
  });

  it('never pays to details changed while the withdrawal was asked', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await account(t);
      await fund(t, user.id, 30_000n);
      const bankAccountId = await readyToWithdraw(t, user.id);
      const [asked, changed] = await Promise.all([
        t.api('POST', '/wallets/withdraw', {
          headers: { ...user.auth, ...key() },
          body: { amount: '200', bank_account_id: bankAccountId },
        }),
        t.api('PUT', `/bank-accounts/${bankAccountId}`, {
          headers: user.auth,
          body: {
            bank_name: 'Emirates NBD',
            owner_name: 'Someone Else',
            account_number: '9999999999999999',
            iban: 'GB82WEST12345698765432',
            swift: 'NWBKGB2L',
          },
        }),
      ]);
      // Either the withdrawal came first and the change waits for it to end, or the change came
      // first and the withdrawal waits 48 hours.
      if (asked.statusCode === 200) expect(changed.json().code).toBe('payout_details_in_use');
      else {
        expect(changed.statusCode).toBe(200);
        expect(asked.json().code).toBe('bank_account_waiting');
      }
    }
  });
});
