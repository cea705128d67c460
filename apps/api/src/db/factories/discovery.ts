import { favorites, follows, reviews } from '../schema/discovery';
import { defineFactory } from './define-factory';

/**
 * Reviews of a service by another account, five stars each unless given. The rating is the mean of
 * the four stars, as the review form stores it, unless given too. The service's and provider's
 * averages are not touched: the seed refreshes them once for all.
 */
export const reviewFactory = defineFactory<typeof reviews, 'serviceId' | 'providerId' | 'reviewerId'>(
  reviews,
  () => ({ attitude: 5, quality: 5, commitment: 5, dealAgain: 5, comment: 'Clear, on time and friendly.' }),
  {
    complete: (review) => ({
      ...review,
      rating:
        review.rating ??
        ((review.attitude + review.quality + review.commitment + review.dealAgain) / 4).toFixed(2),
    }),
  },
);

/** Something an account keeps: a service unless `kind` says a provider. */
export const favouriteFactory = defineFactory<typeof favorites, 'userId' | 'targetId'>(favorites, () => ({
  kind: 'service',
}));

/** One account following another. */
export const followFactory = defineFactory<typeof follows, 'followerId' | 'followedId'>(follows, () => ({}));
