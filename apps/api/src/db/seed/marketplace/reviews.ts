import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../client';
import { reviewFactory } from '../../factories';
import { users } from '../../schema/accounts';
import { services } from '../../schema/services';
import type { PlannedAccount } from './accounts';
import type { DemoTexts } from './demo-content';
import type { Random } from './random';
import type { PlannedService } from './service-plan';

export type PlannedReview = {
  service: number;
  reviewer: number;
  attitude: number;
  quality: number;
  commitment: number;
  dealAgain: number;
  rating: string;
  comment: string;
  createdAt: Date;
};

// How many reviews a service has (0 to 8) and how a client felt (5 stars down to 1): most
// services have a few, most clients are pleased, a few are not.
const COUNT_WEIGHTS = [12, 12, 14, 14, 14, 12, 9, 7, 6];
const MOOD_WEIGHTS = [55, 28, 10, 4, 3];

const stars = (random: Random, mood: number) => {
  const shift = random.weighted([60, 25, 15]);
  return Math.min(5, Math.max(1, mood + (shift === 1 ? -1 : shift === 2 ? 1 : 0)));
};

/**
 * Reviews of provided services by other demo accounts, each written in its reviewer's language, at
 * some moment between the service's publication and now. A requested service is a client's own
 * request and has no reviews.
 */
export function planReviews(
  random: Random,
  planned: PlannedService[],
  accounts: PlannedAccount[],
  texts: DemoTexts,
  now: Date,
): PlannedReview[] {
  return planned.flatMap((service, index) => {
    if (service.type !== 'provided') return [];
    const others = accounts.map((_, i) => i).filter((i) => i !== service.owner);
    const reviewers = random.sample(others, random.weighted(COUNT_WEIGHTS));
    return reviewers.map((reviewer) => {
      const mood = 5 - random.weighted(MOOD_WEIGHTS);
      const parts = [stars(random, mood), stars(random, mood), stars(random, mood), stars(random, mood)];
      const mean = parts.reduce((sum, part) => sum + part, 0) / 4;
      const tone = mean >= 4 ? 'positive' : mean >= 2.75 ? 'mixed' : 'negative';
      const since = service.publishedAt.getTime();
      return {
        service: index,
        reviewer,
        attitude: parts[0]!,
        quality: parts[1]!,
        commitment: parts[2]!,
        dealAgain: parts[3]!,
        // Quarters exactly: the mean of four whole stars always has two decimals at most.
        rating: mean.toFixed(2),
        comment: random.pick(texts.reviews[tone])[accounts[reviewer]!.lang],
        createdAt: new Date(since + random.next() * (now.getTime() - since)),
      };
    });
  });
}

export async function insertReviews(
  db: Database,
  planned: PlannedReview[],
  serviceIds: number[],
  ownerIds: number[],
  accountIds: number[],
) {
  await reviewFactory.many(
    db,
    planned.map((review) => ({
      serviceId: serviceIds[review.service]!,
      providerId: ownerIds[review.service]!,
      reviewerId: accountIds[review.reviewer]!,
      attitude: review.attitude,
      quality: review.quality,
      commitment: review.commitment,
      dealAgain: review.dealAgain,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
    })),
  );
}

/**
 * Stores each service's and each provider's average rating and review count, computed from the
 * published reviews themselves so that what cards show always agrees with the review lists (a deal's
 * review hidden by its double-blind window counts once published, as deal-reviews.repository.ts
 * recomputes it).
 */
export async function refreshRatings(db: Database, serviceIds: number[], accountIds: number[]) {
  await db
    .update(services)
    .set({
      rating: sql`coalesce((select round(avg(r.rating), 2) from reviews r where r.service_id = ${services.id} and r.published_at is not null), 0)`,
      ratingsCount: sql`(select count(*) from reviews r where r.service_id = ${services.id} and r.published_at is not null)`,
    })
    .where(inArray(services.id, serviceIds));
  await db
    .update(users)
    .set({
      rating: sql`coalesce((select round(avg(r.rating), 2) from reviews r where r.provider_id = ${users.id} and r.published_at is not null), 0)`,
      ratingsCount: sql`(select count(*) from reviews r where r.provider_id = ${users.id} and r.published_at is not null)`,
    })
    .where(inArray(users.id, accountIds));
}
