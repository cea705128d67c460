import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deals } from '../../db/schema/deals';
import { outboxEvents } from '../../db/schema/outbox';
import { draftOffer, offerService, sentOffer } from '../../test/deal-offers';
import { account } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowOf = async (id: number) =>
  (await t.app.database.db.select().from(deals).where(eq(deals.id, id)))[0]!;

describe('deleting a service', () => {
  it('discards its drafts and cancels its offers waiting for an answer; approved deals go on', async () => {
    const provider = await account(t, 'Provider');
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map((n) => account(t, `Client ${n}`)));
    const service = await offerService(t, provider.id);
    const draft = (await draftOffer(t, a!, service.id)).id;
    const pending = await sentOffer(t, b!, service.id);
    const updated = await sentOffer(t, c!, service.id);
    await t.api('POST', `/deals/${updated}/update-offer`, {
      headers: provider.auth,
      body: { estimated_time: 6 },
    });
    const approved = await sentOffer(t, d!, service.id);
    await t.api('POST', `/deals/approved/${approved}`, { headers: provider.auth });
    const elsewhere = await sentOffer(t, b!, (await offerService(t, provider.id)).id);

    const res = await t.api('DELETE', `/services/${service.id}`, { headers: provider.auth });
    expect(res.statusCode, res.body).toBe(200);

    expect((await rowOf(draft)).deletedAt).not.toBeNull();
    expect((await t.api('GET', `/deals/${draft}`, { headers: a!.auth })).statusCode).toBe(404);
    for (const [id, client] of [
      [pending, b!],
      [updated, c!],
    ] as const) {
      const seen = (await t.api('GET', `/deals/${id}`, { headers: client.auth })).json().data;
      expect(seen).toMatchObject({
        stage: 'canceled',
        status: 'canceled',
        reason: { code: 'service_deleted', comment: null },
        proposal: id === updated ? expect.any(Object) : null,
        deadlines: { offer_expires_at: null },
        next_due: null,
        actions: [],
        service: { available: false },
      });
      expect(seen.history.at(-1)).toMatchObject({
        event: 'service_removed',
        to: 'canceled',
        by: `user:${provider.id}`,
        reason: 'service_deleted',
      });
    }
    const events = await t.app.database.db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.type, 'deal.service_removed'), eq(outboxEvents.subjectId, String(pending))));
    expect(events).toHaveLength(1);
    expect((await rowOf(approved)).stage).toBe('approved');
    expect((await rowOf(elsewhere)).stage).toBe('pending');
  });
});
