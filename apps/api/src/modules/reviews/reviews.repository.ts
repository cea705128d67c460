import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type ReviewRow = {
  id: number;
  rating: string;
  attitude: number;
  quality: number;
  commitment: number;
  deal_again: number;
  comment: string;
  created_at: Date | string;
  reviewer_id: number;
  reviewer_name: string;
  reviewer_slug: string;
  reviewer_avatar: string | null;
  service_id: number;
  service_name: Record<string, string>;
  service_slug: string;
};

export type SubRatingsRow = { attitude: string; quality: string; commitment: string; deal_again: string };

/**
 * A deal's review is double-blind: hidden (`published_at` null) until both sides of the deal have
 * written or its window closed. Every read of reviews, its lists and its averages, sees the published
 * ones only, as the stored ratings count them.
 */
const PUBLISHED = sql`r.published_at is not null`;

/** Reviews of a service or of all of a provider's services, newest first. */
export function createReviewsRepository(db: Database) {
  async function page(condition: SQL, limit: number, offset: number) {
    const where = sql`${condition} and ${PUBLISHED}`;
    const [rows, counted] = await Promise.all([
      db.execute<ReviewRow>(sql`
        select r.id, r.rating::text as rating, r.attitude, r.quality, r.commitment, r.deal_again, r.comment,
          r.created_at, u.id as reviewer_id, u.name as reviewer_name, u.slug as reviewer_slug,
          u.avatar_path as reviewer_avatar, s.id as service_id, s.name as service_name, s.slug as service_slug
        from reviews r join users u on u.id = r.reviewer_id join services s on s.id = r.service_id
        where ${where} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`),
      db.execute<{ n: number }>(sql`select count(*)::int as n from reviews r where ${where}`),
    ]);
    return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
  }

  async function subRatings(condition: SQL): Promise<SubRatingsRow> {
    const where = sql`${condition} and ${PUBLISHED}`;
    const rows = await db.execute<SubRatingsRow>(sql`
      select coalesce(round(avg(attitude), 2), 0)::text as attitude, coalesce(round(avg(quality), 2), 0)::text as quality,
        coalesce(round(avg(commitment), 2), 0)::text as commitment, coalesce(round(avg(deal_again), 2), 0)::text as deal_again
      from reviews r where ${where}`);
    return rows.rows[0] as SubRatingsRow;
  }

  return {
    ofService: (serviceId: number, limit: number, offset: number) =>
      page(sql`r.service_id = ${serviceId}`, limit, offset),
    ofProvider: (providerId: number, limit: number, offset: number) =>
      page(sql`r.provider_id = ${providerId}`, limit, offset),
    subRatingsOfService: (serviceId: number) => subRatings(sql`r.service_id = ${serviceId}`),
    subRatingsOfProvider: (providerId: number) => subRatings(sql`r.provider_id = ${providerId}`),
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
