import { randomUUID } from 'node:crypto';
import { DEAL_DELIVERY_LIMIT } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealBetween, dealNow } from '../../test/deal-work';
import { account, balancesOf, type Member } from '../../test/payouts';
import { multipartBody, picture } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { verifyLedger } from '../ledger/ledger-verify';

// Deliveries of a paid deal of 105.25 AED (100.00, a 5.00 fee, 0.25 tax; the provider's commission is
// 10 %): drafts and their files, sending, the client's answers, and a dispute on the last rejection.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (who: Member | null, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  t.api(method, path, {
    headers: { ...(who?.auth ?? {}), ...(method === 'POST' ? { 'idempotency-key': randomUUID() } : {}) },
    body,
  });

async function platformBalances() {
  const { rows } = await t.app.database.db.execute<{ kind: string; balance: string }>(sql`
    select kind, coalesce(sum(balance), 0)::text as balance from ledger_accounts
     where kind in ('platform_fees', 'tax') group by kind`);
  const of = (kind: string) => BigInt(rows.find((row) => row.kind === kind)?.balance ?? '0');
  return { fees: of('platform_fees'), tax: of('tax') };
}

/** A draft with a text and a picture, sent: the delivery as the provider's reply shows it. */
async function delivered(provider: Member, dealId: number, text = 'The logo in three sizes, as agreed.') {
  const draft = await call(provider, 'POST', `/deals/delivery/generate-id/${dealId}`);
  expect(draft.statusCode, draft.body).toBe(200);
  const id = draft.json().data.id as number;
  expect(
    (await call(provider, 'POST', `/deals/delivery/save-draft/${id}`, { description: text })).statusCode,
  ).toBe(200);
  const sent = await call(provider, 'POST', `/deals/deliver/${id}`);
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json().data;
}

describe('a delivery', () => {
  it('is a draft only its provider sees, with files, until it is sent to both', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
    const draft = (await call(provider, 'POST', `/deals/delivery/generate-id/${deal.id}`)).json().data;
    expect(draft).toMatchObject({ deal_id: deal.id, status: 'draft', number: null, description: '' });
    // Asked again, the draft being written comes back rather than a second one.
    expect((await call(provider, 'POST', `/deals/delivery/generate-id/${deal.id}`)).json().data.id).toBe(
      draft.id,
    );
    const saved = await call(provider, 'POST', `/deals/delivery/save-draft/${draft.id}`, {
      description: 'First version of the logo.',
    });
    expect(saved.json().data.description).toBe('First version of the logo.');

    const form = await multipartBody([
      { bytes: await picture('#264653', 60, 40), name: 'logo.jpg', type: 'image/jpeg' },
      { bytes: Buffer.from('not a picture at all'), name: 'notes.exe', type: 'application/octet-stream' },
    ]);
    const uploaded = await t.api('POST', `/deals/delivery/media/${draft.id}`, {
      headers: { ...provider.auth, 'content-type': form.contentType },
      body: form.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.files).toEqual([
      expect.objectContaining({ kind: 'image', mime: 'image/webp' }),
    ]);
    expect(uploaded.json().data.rejected).toEqual([expect.objectContaining({ name: 'notes.exe' })]);
    const file = uploaded.json().data.files[0];

    // The client sees neither the draft nor its file.
    expect((await call(client, 'GET', `/deals/delivery/${draft.id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/deals/delivery/latest-draft/${deal.id}`)).statusCode).toBe(404);
    expect((await call(client, 'GET', `/deals/delivery/edit/${draft.id}`)).statusCode).toBe(404);
    expect((await t.api('GET', file.url.replace('/api/v1', ''), { headers: client.auth })).statusCode).toBe(
      404,
    );
    expect((await call(client, 'GET', `/deals/deliveries/${deal.id}`)).json().data).toEqual([]);
    expect((await call(provider, 'GET', `/deals/delivery/latest-draft/${deal.id}`)).json().data.id).toBe(
      draft.id,
    );
    expect((await call(provider, 'GET', `/deals/delivery/edit/${draft.id}`)).json().data.files).toHaveLength(
      1,
    );

    const sent = await call(provider, 'POST', `/deals/deliver/${draft.id}`);
    expect(sent.json().data).toMatchObject({ status: 'sent', number: 1 });
    expect(sent.json().data.sent_at).not.toBeNull();
    const now = await dealNow(t, deal.id);
    expect(now).toMatchObject({ stage: 'delivered', deliveriesSent: 1 });
    expect(now.acceptanceDueAt).not.toBeNull();
    const listed = (await call(client, 'GET', `/deals/deliveries/${deal.id}`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: draft.id, status: 'sent', files: [file] })]);
    const picture_ = await t.api('GET', file.url.replace('/api/v1', ''), { headers: client.auth });
    expect(picture_.statusCode).toBe(200);
    expect(picture_.headers['content-type']).toBe('image/webp');

    // Sent, it is no longer the provider's to change.
    expect(
      (await call(provider, 'POST', `/deals/delivery/save-draft/${draft.id}`, { description: 'x' })).json()
        .code,
    ).toBe('deal_delivery_status_conflict');
    expect((await call(provider, 'DELETE', `/deals/delivery/${draft.id}`)).statusCode).toBe(409);
    expect((await call(provider, 'DELETE', `/deals/delivery/media/${draft.id}/${file.id}`)).statusCode).toBe(
      409,
    );
    expect((await call(provider, 'GET', `/deals/delivery/latest-draft/${deal.id}`)).json().data).toBeNull();
  });

  it('takes at most 5 pictures among its files', async () => {
    const { provider, deal } = await dealBetween(t, { step: 'in_progress' });
    const draft = (await call(provider, 'POST', `/deals/delivery/generate-id/${deal.id}`)).json().data;
    const colours = ['#001219', '#005f73', '#0a9396', '#94d2bd', '#e9d8a6', '#ee9b00'];
    const form = await multipartBody(
      await Promise.all(
        colours.map(async (colour, i) => ({
          bytes: await picture(colour, 30, 20),
          name: `shot-${i}.jpg`,
          type: 'image/jpeg',
        })),
      ),
    );
    const uploaded = await t.api('POST', `/deals/delivery/media/${draft.id}`, {
      headers: { ...provider.auth, 'content-type': form.contentType },
      body: form.body,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.files).toHaveLength(5);
    expect(uploaded.json().data.rejected).toEqual([
      { name: 'shot-5.jpg', message: expect.stringMatching(/5/) },
    ]);
    const edit = (await call(provider, 'GET', `/deals/delivery/edit/${draft.id}`)).json().data;
    expect(edit.files).toHaveLength(5);
    const removed = await call(provider, 'DELETE', `/deals/delivery/media/${draft.id}/${edit.files[0].id}`);
    expect(removed.json().data.files).toHaveLength(4);
  });

  it('is refused to anyone but the provider, and sent only with something in it', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
    const stranger = await account(t, 'Delivery Guesser');
    for (const who of [client, stranger])
      expect((await call(who, 'POST', `/deals/delivery/generate-id/${deal.id}`)).statusCode).toBe(404);
    const draft = (await call(provider, 'POST', `/deals/delivery/generate-id/${deal.id}`)).json().data;
    for (const who of [client, stranger, null]) {
      expect((await call(who, 'GET', `/deals/delivery/${draft.id}`)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await call(who, 'POST', `/deals/deliver/${draft.id}`)).statusCode).toBeGreaterThanOrEqual(401);
    }
    const empty = await call(provider, 'POST', `/deals/deliver/${draft.id}`);
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().message)).toEqual(['description']);
    // Deleted, it is gone; a new one can be started.
    expect((await call(provider, 'DELETE', `/deals/delivery/${draft.id}`)).statusCode).toBe(200);
    expect((await call(provider, 'GET', `/deals/delivery/${draft.id}`)).statusCode).toBe(404);
    const next = (await call(provider, 'POST', `/deals/delivery/generate-id/${deal.id}`)).json().data;
    expect(next.id).not.toBe(draft.id);
    // A deal not paid yet takes no delivery.
    const unpaid = await dealBetween(t, { client, provider });
    expect((await call(provider, 'POST', `/deals/delivery/generate-id/${unpaid.deal.id}`)).json().code).toBe(
      'deal_status_conflict',
    );
  });
});

describe('answering a delivery', () => {
  it('rejected with a reason goes back to work; the next one accepted pays the provider from escrow', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
    const before = await platformBalances();
    expect((await balancesOf(t, client.id)).blocked.amount).toBe(105_25n);
    const first = await delivered(provider, deal.id);

    const noComment = await call(client, 'POST', `/deals/delivery/reject/${first.id}`, { reason: 'other' });
    expect(noComment.statusCode).toBe(422);
    expect(Object.keys(noComment.json().message)).toEqual(['comment']);
    expect(
      (await call(provider, 'POST', `/deals/delivery/reject/${first.id}`, { reason: 'low_quality' }))
        .statusCode,
    ).toBe(404);
    const rejected = await call(client, 'POST', `/deals/delivery/reject/${first.id}`, {
      reason: 'low_quality',
      comment: 'The colours are not the ones we agreed on.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: { code: 'low_quality', comment: 'The colours are not the ones we agreed on.' },
    });
    expect(await dealNow(t, deal.id)).toMatchObject({ stage: 'in_progress', reasonCode: 'low_quality' });
    // Answered once: the rejected delivery takes no second answer.
    expect((await call(client, 'POST', `/deals/delivery/accept/${first.id}`)).json().code).toBe(
      'deal_delivery_status_conflict',
    );

    const second = await delivered(provider, deal.id, 'The logo with the agreed colours.');
    expect(second.number).toBe(2);
    expect((await call(client, 'POST', `/deals/delivery/accept/${first.id}`)).json().code).toBe(
      'deal_delivery_status_conflict',
    );
    const accepted = await call(client, 'POST', `/deals/delivery/accept/${second.id}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted' });
    expect(await dealNow(t, deal.id)).toMatchObject({ stage: 'completed' });
    // 100.00 less the 10 % commission to the provider; the fee and commission (15.00) and the tax
    // (0.25) to the platform; nothing left blocked.
    expect((await balancesOf(t, provider.id)).available.amount).toBe(90_00n);
    expect(await balancesOf(t, client.id)).toMatchObject({
      available: { amount: 0n },
      blocked: { amount: 0n },
    });
    const earned = (await call(provider, 'GET', '/wallets/activities')).json().data.data;
    expect(earned).toMatchObject([
      { type: 'deal_earning', amount: '90.00', sign: '+', reference: { id: deal.id } },
    ]);
    const after = await platformBalances();
    expect(after.fees - before.fees).toBe(15_00n);
    expect(after.tax - before.tax).toBe(25n);
    expect((await call(client, 'POST', `/deals/delivery/accept/${second.id}`)).statusCode).toBe(409);
    const list = (await call(provider, 'GET', `/deals/deliveries/${deal.id}`)).json().data;
    expect(list.map((d: { status: string }) => d.status)).toEqual(['rejected', 'accepted']);
    expect((await verifyLedger(t.app.database.db)).breaks).toEqual([]);
  });

  it('left unanswered for three days is accepted with the deal, which pays the provider', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
    const sent = await delivered(provider, deal.id);
    // Three days on (moved on the deal: the clock would end the sessions too).
    await t.app.database.db.execute(
      sql`update deals set acceptance_due_at = now() - interval '1 second' where id = ${deal.id}`,
    );
    expect((await call(client, 'POST', `/deals/delivery/accept/${sent.id}`)).json().code).toBe(
      'deal_deadline_passed',
    );
    await t.app.sweep();
    expect(await dealNow(t, deal.id)).toMatchObject({ stage: 'completed' });
    expect((await balancesOf(t, provider.id)).available.amount).toBe(90_00n);
    const [answered] = (await call(client, 'GET', `/deals/deliveries/${deal.id}`)).json().data;
    expect(answered).toMatchObject({ id: sent.id, status: 'accepted' });
    expect(answered.decided_at).not.toBeNull();
  });

  it('rejected on the last delivery the deal allows opens a dispute with the rejection', async () => {
    const { client, provider, deal } = await dealBetween(t, { step: 'in_progress' });
    for (let n = 1; n <= DEAL_DELIVERY_LIMIT; n++) {
      const delivery = await delivered(provider, deal.id);
      const answer = await call(client, 'POST', `/deals/delivery/reject/${delivery.id}`, {
        reason: 'not_as_described',
        comment: `Round ${n} is still not what the offer described.`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(await dealNow(t, deal.id)).toMatchObject({
      stage: 'disputed',
      deliveriesSent: DEAL_DELIVERY_LIMIT,
    });
    const { rows } = await t.app.database.db.execute<{ opened_by: number; reason: string; evidence: string }>(
      sql`select opened_by, reason, evidence from deal_disputes where deal_id = ${deal.id}`,
    );
    expect(rows).toEqual([
      {
        opened_by: client.id,
        reason: 'not_as_described',
        evidence: `Round ${DEAL_DELIVERY_LIMIT} is still not what the offer described.`,
      },
    ]);
    // The money stays held for the support team's decision; no more deliveries.
    expect((await balancesOf(t, client.id)).blocked.amount).toBe(105_25n);
    expect((await call(provider, 'POST', `/deals/delivery/generate-id/${deal.id}`)).statusCode).toBe(409);
  });
});
