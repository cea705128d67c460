import { and, eq, isNull, sql } from 'drizzle-orm';
import { clientReviews, deals } from '../../db/schema/deals';
import { reviews } from '../../db/schema/discovery';
import type { Executor } from '../../lib/events/record-event';

export type ServiceReviewRow = typeof reviews.$inferSelect;
export type ClientReviewRow = typeof clientReviews.$inferSelect;
type Stars = Pick<
  ServiceReviewRow,
  'attitude' | 'quality' | 'commitment' | 'dealAgain' | 'rating' | 'comment'
>;

/**
 * The SQL of a deal's two reviews: the client's of the provider and the service (`reviews`, which the
 * service page and the provider's profile list once published) and the provider's of the client
 * (`client_reviews`). Both are written unpublished and published together.
 */
export const dealReviewsRepository = {
  async ofDeal(executor: Executor, dealId: number) {
    const [[service], [client]] = await Promise.all([
      executor.select().from(reviews).where(eq(reviews.dealId, dealId)),
      executor.select().from(clientReviews).where(eq(clientReviews.dealId, dealId)),
    ]);
    return {
      client: service as ServiceReviewRow | undefined,
      provider: client as ClientReviewRow | undefined,
    };
  },

  /** The client's review of the provider, hidden until published. */
  insertByClient: (
    executor: Executor,
    row: Stars & { dealId: number; serviceId: number; providerId: number; reviewerId: number },
  ) => executor.insert(reviews).values({ ...row, publishedAt: null }),

  /** The provider's review of the client, hidden until published. */
  insertByProvider: (
    executor: Executor,
    row: Stars & { dealId: number; clientId: number; reviewerId: number },
  ) => executor.insert(clientReviews).values({ ...row, publishedAt: null }),

  /** Publishes what the deal's reviews still hide; answers whether the client's review was among them. */
  async publish(executor: Executor, dealId: number, now: Date): Promise<boolean> {
    const [published] = await Promise.all([
      executor
        .update(reviews)
        .set({ publishedAt: now })
        .where(and(eq(reviews.dealId, dealId), isNull(reviews.publishedAt)))
        .returning({ id: reviews.id }),
      executor
        .update(clientReviews)
        .set({ publishedAt: now })
        .where(and(eq(clientReviews.dealId, dealId), isNull(clientReviews.publishedAt))),
    ]);
    return published.length > 0;
  },

  /**
   * A service's and its provider's rating (the mean of their published reviews, to 2 decimals) and
   * count, recomputed from the reviews themselves in one statement, as the seed computes them.
   */
  async refreshRatings(executor: Executor, serviceId: number, providerId: number) {
    await executor.execute(sql`
      with service as (
        update services set
          rating = coalesce((select round(avg(r.rating), 2) from reviews r
                              where r.service_id = ${serviceId} and r.published_at is not null), 0),
          ratings_count = (select count(*) from reviews r
                            where r.service_id = ${serviceId} and r.published_at is not null)
        where id = ${serviceId}
        returning id)
      update users set
        rating = coalesce((select round(avg(r.rating), 2) from reviews r
                            where r.provider_id = ${providerId} and r.published_at is not null), 0),
        ratings_count = (select count(*) from reviews r
                          where r.provider_id = ${providerId} and r.published_at is not null)
      where id = ${providerId}`);
  },

  /**
   * Up to `limit` deals whose review window closed with a review still hidden, locked and skipped by
   * other instances: found through the partial indexes of hidden reviews, which stay small.
   */
  async claimDue(executor: Executor, now: Date, limit: number) {
    const { rows } = await executor.execute<{ id: number; service_id: number; provider_id: number }>(sql`
      select d.id, d.service_id, d.provider_id from ${deals} d
       where d.reviews_due_at <= ${now.toISOString()}::timestamptz
         and (d.id in (select deal_id from reviews where published_at is null and deal_id is not null)
              or d.id in (select deal_id from client_reviews where published_at is null))
       order by d.id limit ${limit}
         for update of d skip locked`);
    return rows.map((row) => ({
      id: Number(row.id),
      serviceId: Number(row.service_id),
      providerId: Number(row.provider_id),
    }));
  },
};

export type DealReviewsRepository = typeof dealReviewsRepository;
