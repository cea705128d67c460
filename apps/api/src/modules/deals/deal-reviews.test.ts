import { randomUUID } from 'node:crypto';
import { REVIEW_WINDOW_DAYS } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import { userActor } from '../../lib/policy/actor';
import { dealBetween } from '../../test/deal-work';
import { account, type Member } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { meanRating } from './deal-reviews.service';

// Double-blind reviews of a completed deal: hidden from the other side until both have written or the
// 14 days are over, then listed on the service and counted in the service's and provider's ratings.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

const review = (who: Member, dealId: number, body: Record<string, unknown>) =>
  t.api('POST', `/deals/${dealId}/review`, {
    headers: { ...who.auth, 'idempotency-key': randomUUID() },
    body: {
      attitude: 5,
      quality: 4,
      commitment: 3,
      deal_again: 5,
      comment: 'Clear, quick and kind.',
      ...body,
    },
  });
const reviewsOf = async (who: Member, dealId: number) =>
  (await t.api('GET', `/deals/${dealId}/reviews`, { headers: who.auth })).json().data;
const serviceReviews = async (serviceId: number) =>
  (await t.api('GET', `/services/${serviceId}/reviews`)).json().data;
const providerReviews = async (providerId: number) =>
  (await t.api('GET', `/providers/${providerId}/reviews?page=1`)).json().data;

async function completed() {
  const pair = await dealBetween(t, { step: 'delivered' });
  await pair.actions.act(userActor(pair.client.id), pair.deal.id, 'accept');
  return pair;
}

async function ratings(serviceId: number, providerId: number) {
  const { rows } = await t.app.database.db.execute<{ s: string; sn: number; u: string; un: number }>(sql`
    select s.rating::text as s, s.ratings_count as sn, u.rating::text as u, u.ratings_count as un
      from services s, users u where s.id = ${serviceId} and u.id = ${providerId}`);
  return rows[0]!;
}

describe('reviews of a deal', () => {
  it('are the mean of four stars, to the quarter', () => {
    expect(meanRating({ attitude: 5, quality: 4, commitment: 3, deal_again: 5 })).toBe('4.25');
    expect(meanRating({ attitude: 1, quality: 1, commitment: 1, deal_again: 1 })).toBe('1.00');
    expect(meanRating({ attitude: 5, quality: 5, commitment: 5, deal_again: 4 })).toBe('4.75');
  });

  it('stay hidden until both sides wrote, then are published together and counted', async () => {
    const { client, provider, deal, serviceId } = await completed();
    const mine = await review(client, deal.id, {});
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      mine: { rating: '4.25', published: false, comment: 'Clear, quick and kind.' },
      theirs: null,
      theirs_written: false,
    });
    expect(mine.json().data.window_closes_at).not.toBeNull();
    // The provider learns that the client wrote, not what.
    expect(await reviewsOf(provider, deal.id)).toMatchObject({
      mine: null,
      theirs: null,
      theirs_written: true,
    });
    expect((await serviceReviews(serviceId)).meta.total).toBe(0);
    expect((await providerReviews(provider.id)).meta.total).toBe(0);
    expect(await ratings(serviceId, provider.id)).toMatchObject({ sn: 0, un: 0 });

    const theirs = await review(provider, deal.id, { attitude: 4, quality: 4, commitment: 4, deal_again: 4 });
    expect(theirs.json().data).toMatchObject({
      mine: { rating: '4.00', published: true },
      theirs: { rating: '4.25', published: true },
    });
    expect(await reviewsOf(client, deal.id)).toMatchObject({
      mine: { published: true },
      theirs: { rating: '4.00', comment: 'Clear, quick and kind.' },
    });
    const listed = await serviceReviews(serviceId);
    expect(listed.meta.total).toBe(1);
    expect(listed.data[0]).toMatchObject({ rating: '4.25', comment: 'Clear, quick and kind.' });
    expect((await providerReviews(provider.id)).meta.total).toBe(1);
    expect(await ratings(serviceId, provider.id)).toEqual({ s: '4.25', sn: 1, u: '4.25', un: 1 });
    const deals = (await t.api('GET', `/deals/${deal.id}`, { headers: client.auth })).json().data;
    expect(deals.is_reviewed).toBe(true);
  });

  it('are written once per side, by the two parties of a completed deal only', async () => {
    const { client, provider, deal } = await completed();
    expect((await review(client, deal.id, {})).statusCode).toBe(200);
    const again = await review(client, deal.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deal_review_exists');
    const stranger = await account(t, 'Review Guesser');
    expect((await review(stranger, deal.id, {})).statusCode).toBe(404);
    expect((await t.api('GET', `/deals/${deal.id}/reviews`, { headers: stranger.auth })).statusCode).toBe(
      404,
    );
    const bad = await review(provider, deal.id, { attitude: 6, comment: 'Short' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().message).sort()).toEqual(['attitude', 'comment']);
    const running = await dealBetween(t, { step: 'in_progress' });
    const early = await review(running.client, running.deal.id, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('deal_not_reviewable');
  });

  it('are published by the sweep when the window closes, and none is taken afterwards', async () => {
    const { client, provider, deal, serviceId } = await completed();
    await review(client, deal.id, { attitude: 2, quality: 2, commitment: 2, deal_again: 2 });
    freezeClock(new Date());
    advanceClock((REVIEW_WINDOW_DAYS - 1) * 86_400_000);
    await t.app.sweep();
    let { rows } = await t.app.database.db.execute<{ published_at: Date | null }>(
      sql`select published_at from reviews where deal_id = ${deal.id}`,
    );
    expect(rows[0]!.published_at).toBeNull();
    advanceClock(86_400_000 + 1_000);
    await t.app.sweep();
    ({ rows } = await t.app.database.db.execute<{ published_at: Date | null }>(
      sql`select published_at from reviews where deal_id = ${deal.id}`,
    ));
    expect(rows[0]!.published_at).not.toBeNull();
    expect(await ratings(serviceId, provider.id)).toEqual({ s: '2.00', sn: 1, u: '2.00', un: 1 });
    resetClock();
    expect(await reviewsOf(provider, deal.id)).toMatchObject({ mine: null, theirs: { rating: '2.00' } });
    expect((await serviceReviews(serviceId)).meta.total).toBe(1);
    // The window is over: the provider's review comes too late.
    await t.app.database.db.execute(
      sql`update deals set reviews_due_at = now() - interval '1 second' where id = ${deal.id}`,
    );
    expect((await review(provider, deal.id, {})).json().code).toBe('deal_not_reviewable');
  });
});
