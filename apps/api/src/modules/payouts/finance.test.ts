import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts';
import { ledgerTransfers } from '../../db/schema/ledger';
import { outboxEvents } from '../../db/schema/outbox';
import { stateHistory } from '../../db/schema/state-history';
import { bankTransfers } from '../../db/schema/wallet';
import { auditOf } from '../../lib/audit/audit';
import { account, balancesOf, fund, key, type Member, readyToWithdraw, teamMember } from '../../test/payouts';
import { picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let finance: Member;
beforeAll(async () => {
  t = await createTestApp();
  finance = await teamMember(t, 'finance');
});
afterAll(() => t.close());

const db = () => t.app.database.db;
let operations = 0;

/** A bank top-up form: amount, operation number and a receipt file. */
async function transferForm(
  fields: { amount?: string; operation_number?: string },
  file?: { bytes: Buffer; type: string; name: string },
) {
  const data = new FormData();
  data.append('amount', fields.amount ?? '500');
  data.append('operation_number', fields.operation_number ?? `OP-${Date.now()}-${operations++}`);
  const receipt = file ?? {
    bytes: await picture('#264653', 600, 800),
    type: 'image/jpeg',
    name: 'receipt.jpg',
  };
  data.append('receipt', new Blob([new Uint8Array(receipt.bytes)], { type: receipt.type }), receipt.name);
  const encoded = new Response(data);
  return { body: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

async function sendTransfer(
  user: Member,
  form: { body: Buffer; type: string },
  headers: Record<string, string> = key(),
) {
  return t.api('POST', '/bank-transfers', {
    headers: { ...user.auth, ...headers, 'content-type': form.type },
    body: form.body,
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function mailsTo(user: Member) {
  await t.app.worker.drain();
  const res = await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(user.email)}`);
  return res.json().data as { subject: string; text: string }[];
}

describe('top-up by bank transfer', () => {
  it('takes a receipt and an operation number, pending for 3 days; the same number twice is refused', async () => {
    const user = await account(t);
    const form = await transferForm({ amount: '500.50', operation_number: 'ft 2031 0001' });
    const sent = await sendTransfer(user, form);
    expect(sent.statusCode).toBe(200);
    const data = sent.json().data;
    expect(data).toMatchObject({
      amount: '500.50',
      currency: 'AED',
      operation_number: 'FT20310001',
      status: 'pending',
    });
    expect(new Date(data.due_at).getTime() - new Date(data.created_at).getTime()).toBe(3 * 86_400_000);
    const again = await sendTransfer(user, await transferForm({ operation_number: 'FT 2031 0001' }));
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toEqual({
      operation_number: ['A top-up with this operation number has already been sent.'],
    });
    const mine = await t.api('GET', '/bank-transfers', { headers: user.auth });
    expect(mine.json().data.data.map((x: { id: number }) => x.id)).toEqual([data.id]);
  });

  it('takes a PDF, refuses other files and a missing receipt, and requires an Idempotency-Key', async () => {
    const user = await account(t);
    const pdf = await sendTransfer(
      user,
      await transferForm({}, { bytes: PDF, type: 'application/pdf', name: 'r.pdf' }),
    );
    expect(pdf.statusCode).toBe(200);
    const [row] = await db().select().from(bankTransfers).where(eq(bankTransfers.id, pdf.json().data.id));
    expect(row?.receiptType).toBe('application/pdf');
    const text = await sendTransfer(
      user,
      await transferForm({}, { bytes: Buffer.from('just some words'), type: 'image/png', name: 'r.png' }),
    );
    expect(text.json().message).toEqual({ receipt: ['The receipt must be a picture or a PDF file.'] });
    const json = await t.api('POST', '/bank-transfers', {
      headers: { ...user.auth, ...key() },
      body: { amount: '100', operation_number: 'JSON-0001', receipt: { sha256: 'x' } },
    });
    expect(json.json().message).toEqual({ receipt: ['Transfer receipt is required.'] });
    const form = await transferForm({});
    const noKey = await sendTransfer(user, form, {});
    expect(noKey.json().code).toBe('idempotency_key_required');
    // The same form under one key is one top-up; another receipt under that key is another request.
    const once = key();
    const first = await sendTransfer(user, form, once);
    expect((await sendTransfer(user, form, once)).json().data.id).toBe(first.json().data.id);
    const other = await transferForm({});
    expect((await sendTransfer(user, other, once)).json().code).toBe('idempotency_key_reused');
  });

  it('is approved once: the wallet is credited, audited, and the user told', async () => {
    const user = await account(t);
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    const id = (
      await sendTransfer(user, await transferForm({ amount: '750', operation_number: 'APPROVE-1' }))
    ).json().data.id;
    const pending = await t.api('GET', '/admin/finance/bank-transfers?status=pending', {
      headers: finance.auth,
    });
    const listed = pending.json().data.data.find((x: { id: number }) => x.id === id);
    expect(listed).toMatchObject({
      user: { id: user.id, email: user.email },
      receipt_path: `/admin/finance/bank-transfers/${id}/receipt`,
      receipt_type: 'image/webp',
    });
    const approved = await t.api('POST', `/admin/finance/bank-transfers/${id}/approve`, {
      headers: finance.auth,
    });
    expect(approved.json().data).toMatchObject({ id, status: 'approved' });
    expect((await balancesOf(t, user.id)).available.amount).toBe(75_000n);
    const twice = await t.api('POST', `/admin/finance/bank-transfers/${id}/approve`, {
      headers: finance.auth,
    });
    expect(twice.statusCode).toBe(409);
    const rejectAfter = await t.api('POST', `/admin/finance/bank-transfers/${id}/reject`, {
      headers: finance.auth,
      body: { reason: 'Too late to change' },
    });
    expect(rejectAfter.statusCode).toBe(409);
    expect((await balancesOf(t, user.id)).available.amount).toBe(75_000n);
    const credits = await db()
      .select()
      .from(ledgerTransfers)
      .where(
        and(eq(ledgerTransfers.referenceKind, 'bank_transfer'), eq(ledgerTransfers.referenceId, String(id))),
      );
    expect(credits.map((c) => [c.kind, c.key, c.amount])).toEqual([
      ['bank_top_up', `bank_transfer:${id}:credit`, 75_000n],
    ]);

    const audit = await auditOf(db(), { kind: 'bank_transfer', id });
    expect(audit.map((a) => [a.actorId, a.role, a.action, a.before, a.after])).toEqual([
      [
        finance.id,
        'finance',
        'bank_transfer.approve',
        { status: 'pending' },
        { status: 'approved', amount: '750.00', currency: 'AED' },
      ],
    ]);
    const history = await db()
      .select()
      .from(stateHistory)
      .where(and(eq(stateHistory.subjectKind, 'bank_transfer'), eq(stateHistory.subjectId, String(id))));
    expect(history.map((h) => [h.event, h.by, h.actor])).toEqual([
      ['approve', 'finance', `user:${finance.id}`],
    ]);
    const mails = await mailsTo(user);
    expect(mails.map((m) => m.subject)).toContain('Your bank top-up was added to your wallet');
    expect(mails.find((m) => m.subject.startsWith('Your bank top-up'))?.text).toContain('APPROVE-1');
  });

  it('is rejected with the reason the user reads, in their language; nothing is credited', async () => {
    const user = await account(t);
    await db().update(users).set({ locale: 'ar' }).where(eq(users.id, user.id));
    const id = (await sendTransfer(user, await transferForm({ amount: '90' }))).json().data.id;
    const noReason = await t.api('POST', `/admin/finance/bank-transfers/${id}/reject`, {
      headers: finance.auth,
      body: {},
    });
    expect(noReason.statusCode).toBe(422);
    const rejected = await t.api('POST', `/admin/finance/bank-transfers/${id}/reject`, {
      headers: finance.auth,
      body: { reason: 'No transfer arrived with this number' },
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'No transfer arrived with this number',
    });
    expect((await t.api('GET', '/bank-transfers', { headers: user.auth })).json().data.data[0]).toMatchObject(
      {
        id,
        status: 'rejected',
        reason: 'No transfer arrived with this number',
      },
    );
    expect((await balancesOf(t, user.id)).available.amount).toBe(0n);
    const [audit] = await auditOf(db(), { kind: 'bank_transfer', id });
    expect(audit).toMatchObject({
      action: 'bank_transfer.reject',
      reason: 'No transfer arrived with this number',
    });
    const mails = await mailsTo(user);
    expect(mails.find((m) => m.subject === 'لم يُقبل شحن التحويل البنكي')?.text).toContain(
      'No transfer arrived with this number',
    );
  });

  it('lets the finance team read a receipt that the public media route never serves', async () => {
    const user = await account(t);
    const id = (
      await sendTransfer(user, await transferForm({}, { bytes: PDF, type: 'application/pdf', name: 'r.pdf' }))
    ).json().data.id;
    const receipt = await t.api('GET', `/admin/finance/bank-transfers/${id}/receipt`, {
      headers: finance.auth,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['cache-control']).toBe('private, no-store');
    expect(receipt.rawPayload.equals(PDF)).toBe(true);
    const [row] = await db().select().from(bankTransfers).where(eq(bankTransfers.id, id));
    const direct = await t.app.inject({ method: 'GET', url: `/media/receipts/${row?.receiptKey}` });
    expect(direct.statusCode).toBe(404);
    for (const who of [user, await teamMember(t, 'support')]) {
      const res = await t.api('GET', `/admin/finance/bank-transfers/${id}/receipt`, { headers: who.auth });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('withdrawals decided by the finance team', () => {
  async function requested(user: Member, amount = '200') {
    await fund(t, user.id, 50_000n);
    const bankAccountId = await readyToWithdraw(t, user.id);
    const res = await t.api('POST', '/wallets/withdraw', {
      headers: { ...user.auth, ...key() },
      body: { amount, bank_account_id: bankAccountId },
    });
    return res.json().data.id as number;
  }
  const decide = (id: number, step: string, body?: unknown, who = finance) =>
    t.api('POST', `/admin/finance/withdrawals/${id}/${step}`, { headers: who.auth, body });

  it('pays: processing, then paid; the hold leaves for the bank and the user is told', async () => {
    const user = await account(t);
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    const id = await requested(user, '300');
    expect((await decide(id, 'paid')).statusCode).toBe(409);
    const listed = await t.api('GET', '/admin/finance/withdrawals?status=requested', {
      headers: finance.auth,
    });
    expect(listed.json().data.data.find((w: { id: number }) => w.id === id)).toMatchObject({
      amount: '300.00',
      user: { id: user.id },
      bank_account: { iban: 'AE070331234567890123456', swift: 'NBADAEAA' },
      legal_name: expect.stringContaining('Legal Name'),
    });
    expect((await decide(id, 'processing')).json().data.status).toBe('processing');
    // Being sent: the owner can no longer take it back.
    expect(
      (await t.api('POST', `/wallets/withdrawals/${id}/cancel`, { headers: user.auth })).statusCode,
    ).toBe(409);
    const paid = await decide(id, 'paid', { reason: 'Sent with reference PAY-77' });
    expect(paid.json().data).toMatchObject({ status: 'paid', reason: null });
    const balances = await balancesOf(t, user.id);
    expect([balances.available.amount, balances.blocked.amount]).toEqual([20_000n, 0n]);
    expect((await decide(id, 'failed', { reason: 'Too late' })).statusCode).toBe(409);

    const audit = await auditOf(db(), { kind: 'withdrawal', id });
    expect(audit.map((a) => [a.action, a.before, a.reason])).toEqual([
      ['withdrawal.start_processing', { status: 'requested' }, null],
      ['withdrawal.pay', { status: 'processing' }, 'Sent with reference PAY-77'],
    ]);
    const events = await db()
      .select({ type: outboxEvents.type })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.subjectKind, 'withdrawal'), eq(outboxEvents.subjectId, String(id))));
    expect(events.map((e) => e.type)).toEqual([
      'withdrawal.requested',
      'withdrawal.processing_started',
      'withdrawal.paid',
    ]);
    const subjects = (await mailsTo(user)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Your withdrawal is being sent', 'Your withdrawal was paid']),
    );
    // Delivered once, however often the worker runs.
    await t.app.worker.drain();
    expect((await mailsTo(user)).filter((m) => m.subject === 'Your withdrawal was paid')).toHaveLength(1);
  });

  it('fails with a reason: the amount is available again and the user reads why', async () => {
    const user = await account(t);
    const id = await requested(user, '250');
    expect((await decide(id, 'failed', {})).statusCode).toBe(422);
    const failed = await decide(id, 'failed', { reason: 'The bank returned the transfer' });
    expect(failed.json().data).toMatchObject({ status: 'failed', reason: 'The bank returned the transfer' });
    const balances = await balancesOf(t, user.id);
    expect([balances.available.amount, balances.blocked.amount]).toEqual([50_000n, 0n]);
    const mine = await t.api('GET', '/wallets/withdrawals', { headers: user.auth });
    expect(mine.json().data.data[0]).toMatchObject({
      id,
      status: 'failed',
      reason: 'The bank returned the transfer',
    });
  });

  it('is no route for anyone outside finance and admin', async () => {
    const user = await account(t);
    const id = await requested(user);
    const admin = await teamMember(t, 'admin');
    for (const who of [user, await teamMember(t, 'support'), await teamMember(t, 'moderator')]) {
      expect((await decide(id, 'processing', undefined, who)).statusCode).toBe(404);
      expect((await t.api('GET', '/admin/finance/withdrawals', { headers: who.auth })).statusCode).toBe(404);
    }
    expect((await decide(id, 'processing', undefined, admin)).statusCode).toBe(200);
    expect((await auditOf(db(), { kind: 'withdrawal', id }))[0]).toMatchObject({
      actorId: admin.id,
      role: 'admin',
    });
  });
});
