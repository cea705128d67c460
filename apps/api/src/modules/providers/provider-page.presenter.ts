import type { ProviderCard, ProviderDetail } from '@wasla/shared/contracts/discovery';
import { type Language, localize } from '@wasla/shared/languages';
import { presentSubRatings } from '../reviews/reviews.presenter';
import type { SubRatingsRow } from '../reviews/reviews.repository';
import type { ProviderFactsRow } from './provider-page.repository';

export const presentProviderDetail = (input: {
  card: ProviderCard;
  facts: ProviderFactsRow;
  subRatings: SubRatingsRow;
  own: boolean;
  lang: Language;
}): ProviderDetail => ({
  ...input.card,
  state: input.facts.state_name ? localize(input.facts.state_name, input.lang) : null,
  gender: input.facts.gender,
  views: input.facts.views,
  followers_count: input.facts.followers_count,
  following_count: input.facts.following_count,
  provided_count: input.facts.provided_count,
  requested_count: input.facts.requested_count,
  sub_ratings: presentSubRatings(input.subRatings),
  is_following: input.facts.is_following,
  is_own: input.own,
});
