import type { DealReviews } from '@wasla/shared/contracts/deals';
import type { ClientReviewRow, ServiceReviewRow } from './deal-reviews.repository';

type Review = NonNullable<DealReviews['mine']>;

/** One side's review of a deal: its four stars, their mean, the comment, and whether it is public yet. */
export function presentDealReview(row: ServiceReviewRow | ClientReviewRow): Review {
  return {
    attitude: row.attitude,
    quality: row.quality,
    commitment: row.commitment,
    deal_again: row.dealAgain,
    rating: Number(row.rating).toFixed(2),
    comment: row.comment,
    created_at: row.createdAt.toISOString(),
    published: row.publishedAt !== null,
  };
}
