import type { Review } from '@wasla/shared/contracts/discovery';
import { type Language, localize } from '@wasla/shared/languages';
import { avatarUrl } from '../search/search.presenter';
import type { ReviewRow, SubRatingsRow } from './reviews.repository';

export const presentReview = (row: ReviewRow, lang: Language): Review => ({
  id: row.id,
  rating: row.rating,
  attitude: row.attitude,
  quality: row.quality,
  commitment: row.commitment,
  deal_again: row.deal_again,
  comment: row.comment,
  created_at: new Date(row.created_at).toISOString(),
  reviewer: {
    id: row.reviewer_id,
    name: row.reviewer_name,
    slug: row.reviewer_slug,
    avatar_url: avatarUrl(row.reviewer_avatar),
  },
  service: { id: row.service_id, name: localize(row.service_name, lang), slug: row.service_slug },
});

export const presentSubRatings = (row: SubRatingsRow) => ({
  attitude: row.attitude,
  quality: row.quality,
  commitment: row.commitment,
  deal_again: row.deal_again,
});
