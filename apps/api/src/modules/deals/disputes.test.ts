import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../lib/audit/audit';
import { dealBetween, dealNow } from '../../test/deal-work';
import { account, balancesOf, type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

// Disputes on a paid deal of 105.25 AED (100.00, a 5.00 fee, 0.25 tax; the provider's commission is
// 10 %): opened by a party, decided once by the support team, the money moved by the decision.
let t: TestApp;
let support: Member;
beforeAll(async () => {
  t = await createTestApp();
  support = await teamMember(t, 'support');
});
afterAll(() => t.close());

const call = (who: Member | null, method: 'GET' | 'POST', path: string, body?: unknown) =>
  t.api(method, path, {
    headers: { ...(who?.auth ?? {}), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    body,
  });

async function disputed() {
  const pair = await dealBetween(t, { step: 'delivered' });
  const opened = await call(pair.provider, 'POST', `/deals/${pair.deal.id}/dispute`, {
    reason: 'The client stopped answering after the delivery.',
    evidence: 'Messages of the 3rd and 4th, unanswered.',
  });
  expect(opened.statusCode, opened.body).toBe(200);
  return { ...pair, dispute: opened.json().data as { id: number } };
}

const decide = (who: Member, id: number, body: Record<string, unknown>) =>
  call(who, 'POST', `/admin/disputes/${id}/decide`, { note: 'Both sides heard; see the messages.', ...body });

const outboxTypes = async (dealId: number) =>
  (
    await t.app.database.db.execute<{ type: string }>(
      sql`select type from outbox_events where subject_kind = 'deal' and subject_id = ${String(dealId)} order by id`,
    )
  ).rows.map((row) => row.type);

describe('a dispute', () => {
  it('is opened by a party of a delivered deal, which waits for the support team with its money held', async () => {
    const { client, provider, deal, dispute } = await disputed();
    expect(dispute).toMatchObject({
      deal_id: deal.id,
      opened_by: provider.id,
      reason: 'The client stopped answering after the delivery.',
      resolution: null,
    });
    expect(await dealNow(t, deal.id)).toMatchObject({ stage: 'disputed', acceptanceDueAt: null });
    expect((await call(client, 'GET', `/deals/${deal.id}/dispute`)).json().data.id).toBe(dispute.id);
    const stranger = await account(t, 'Dispute Guesser');
    expect((await call(stranger, 'GET', `/deals/${deal.id}/dispute`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `/deals/${deal.id}/dispute`, { reason: 'Not mine at all, though.' }))
        .statusCode,
    ).toBe(404);
    // Once disputed, nobody accepts or opens another.
    expect(
      (await call(client, 'POST', `/deals/${deal.id}/dispute`, { reason: 'Me too, about the same.' }))
        .statusCode,
    ).toBe(409);
    expect((await balancesOf(t, client.id)).blocked.amount).toBe(105_25n);
  });

  it('is refused on a paid deal whose provider is not a day late, and without a reason', async () => {
    const { client, deal } = await dealBetween(t, { step: 'in_progress' });
    expect(
      (await call(client, 'POST', `/deals/${deal.id}/dispute`, { reason: 'Nothing has arrived yet.' })).json()
        .code,
    ).toBe('deal_not_late');
    const short = await call(client, 'POST', `/deals/${deal.id}/dispute`, { reason: 'Late' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().message)).toEqual(['reason']);
    expect((await call(client, 'GET', `/deals/${deal.id}/dispute`)).json().data).toBeNull();
  });
});

describe('the support team', () => {
  it('alone reads the queue and the dispute with its deal, history and deliveries', async () => {
    const { deal, dispute } = await disputed();
    const plain = await account(t, 'Not Team');
    const finance = await teamMember(t, 'finance');
    for (const who of [plain, finance, null]) {
      expect((await call(who, 'GET', '/admin/disputes')).statusCode).toBeGreaterThanOrEqual(401);
      expect((await call(who, 'GET', `/admin/disputes/${dispute.id}`)).statusCode).toBeGreaterThanOrEqual(
        401,
      );
      expect(
        (await decide(who ?? plain, dispute.id, { resolution: 'refund' })).statusCode,
      ).toBeGreaterThanOrEqual(401);
    }
    const queue = (await call(support, 'GET', '/admin/disputes?page=1')).json().data;
    const mine = queue.data.find((item: { id: number }) => item.id === dispute.id);
    expect(mine).toMatchObject({ opened_by_side: 'provider', deal: { id: deal.id, stage: 'disputed' } });
    const created = queue.data.map((item: { created_at: string }) => item.created_at);
    expect(created).toEqual([...created].sort());
    const detail = (await call(support, 'GET', `/admin/disputes/${dispute.id}`)).json().data;
    expect(detail.dispute).toMatchObject({
      id: dispute.id,
      evidence: 'Messages of the 3rd and 4th, unanswered.',
    });
    expect(detail.deal).toMatchObject({ id: deal.id, stage: 'disputed', my_parties: ['support'] });
    expect(detail.deal.actions.sort()).toEqual(['refund', 'release', 'split']);
    expect(detail.deal.history.map((h: { event: string }) => h.event)).toEqual([
      'approve',
      'pay',
      'deliver',
      'open_dispute',
    ]);
    expect(detail.deliveries).toEqual([]);
  });

  it('splits by an amount: the provider is paid it less the commission, the client gets the rest back', async () => {
    const { client, provider, deal, dispute } = await disputed();
    // Both read English (each message is written in its reader's language, Arabic unless chosen).
    await t.app.database.db.execute(
      sql`update users set locale = 'en' where id in (${client.id}, ${provider.id})`,
    );
    for (const [amount, message] of [
      [undefined, /required/],
      ['abc', /valid amount/],
      ['0', /more than 0 and less than 100\.00 AED/],
      ['100', /more than 0 and less than 100\.00 AED/],
      ['40.001', /2 digits/],
    ] as const) {
      const refused = await decide(support, dispute.id, { resolution: 'split', provider_amount: amount });
      expect(refused.statusCode, String(amount)).toBe(422);
      expect(refused.json().message.provider_amount[0]).toMatch(message);
    }
    const split = await decide(support, dispute.id, { resolution: 'split', provider_amount: '40.00' });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json().data.dispute).toMatchObject({
      resolution: 'split',
      provider_amount: '40.00',
      note: 'Both sides heard; see the messages.',
    });
    expect(split.json().data.deal.stage).toBe('completed');
    // 40.00 less 10 %: 36.00 to the provider; 60.00 of the subtotal back to the client.
    expect((await balancesOf(t, provider.id)).available.amount).toBe(36_00n);
    expect(await balancesOf(t, client.id)).toMatchObject({
      available: { amount: 60_00n },
      blocked: { amount: 0n },
    });
    expect(await outboxTypes(deal.id)).toContain('deal.split');
    const audit = await auditOf(t.app.database.db, { kind: 'deal_dispute', id: dispute.id });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: support.id,
        role: 'support',
        action: 'deal_dispute.split',
        reason: 'Both sides heard; see the messages.',
      }),
    ]);
    // Both sides are told, each by e-mail.
    await t.app.worker.drain();
    for (const who of [client, provider]) {
      const mail = (await t.api('GET', `/dev/mailbox?to=${encodeURIComponent(who.email)}`)).json().data;
      const texts = mail.map((m: { text: string }) => m.text).join('\n');
      expect(texts).toMatch(/A dispute was opened on your deal/);
      expect(texts).toMatch(/40\.00 goes to the provider and the rest of the payment is refunded/);
      expect(texts).toContain('Both sides heard; see the messages.');
    }
    // Decided once: a second decision changes nothing.
    expect((await decide(support, dispute.id, { resolution: 'refund' })).statusCode).toBe(409);
    expect(
      (await call(support, 'GET', '/admin/disputes')).json().data.data.map((d: { id: number }) => d.id),
    ).not.toContain(dispute.id);
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });

  it('releases to the provider, or refunds the client whole', async () => {
    const admin = await teamMember(t, 'admin');
    const released = await disputed();
    expect((await decide(admin, released.dispute.id, { resolution: 'release' })).statusCode).toBe(200);
    expect((await balancesOf(t, released.provider.id)).available.amount).toBe(90_00n);
    expect(await outboxTypes(released.deal.id)).toContain('deal.released');

    const refunded = await disputed();
    const answer = await decide(support, refunded.dispute.id, { resolution: 'refund' });
    expect(answer.json().data.deal.stage).toBe('canceled');
    expect(answer.json().data.dispute.provider_amount).toBe('0.00');
    expect(await balancesOf(t, refunded.client.id)).toMatchObject({
      available: { amount: 105_25n },
      blocked: { amount: 0n },
    });
    expect((await balancesOf(t, refunded.provider.id)).available.amount).toBe(0n);
    expect(await outboxTypes(refunded.deal.id)).toContain('deal.refunded');
  });

  it('decides once when two members decide at the same instant', async () => {
    const { client, dispute } = await disputed();
    const other = await teamMember(t, 'support');
    const replies = await Promise.all([
      decide(support, dispute.id, { resolution: 'refund' }),
      decide(other, dispute.id, { resolution: 'release' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await t.app.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where subject_kind = 'deal_dispute' and subject_id = ${String(dispute.id)}`,
    );
    expect(rows[0]!.n).toBe(1);
    expect((await balancesOf(t, client.id)).blocked.amount).toBe(0n);
  });
});
