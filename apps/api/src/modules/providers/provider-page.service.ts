import {
  PROVIDER_TAB_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  type ServiceType,
} from '@wasla/shared/business-constants';
import type { Language } from '@wasla/shared/languages';
import { errors } from '../../lib/http/app-error';
import { presentReview } from '../reviews/reviews.presenter';
import type { ReviewsRepository } from '../reviews/reviews.repository';
import { presentServiceCard } from '../services/service-cards.presenter';
import type { Visitor, VisitRecorder } from '../visits/visit-recorder';
import { presentProviderCard } from './provider-cards.presenter';
import type { ProviderCardsRepository } from './provider-cards.repository';
import { presentProviderDetail } from './provider-page.presenter';
import type { ProviderPageRepository } from './provider-page.repository';

export const providerErrors = {
  // A deleted account shows nothing: its profile is as unknown as one that never existed.
  notFound: () => errors.notFound('provider_not_found'),
};

type Viewer = { id: number } | null;

/** The public profile of an account and its tabs: listed services by type, and reviews. */
export function createProviderPage(deps: {
  page: ProviderPageRepository;
  cards: ProviderCardsRepository;
  reviews: ReviewsRepository;
  visits: VisitRecorder;
}) {
  const { page, cards, reviews, visits } = deps;

  async function live(key: string) {
    const found = await page.find(key);
    if (!found) throw providerErrors.notFound();
    return found.id;
  }

  return {
    async detail(key: string, viewer: Viewer, visitor: Visitor | null, lang: Language) {
      const id = await live(key);
      const own = viewer?.id === id;
      // Looking at one's own profile is not a visit.
      if (visitor && !own) visits.provider(id, visitor);
      const [[card], facts, subRatings] = await Promise.all([
        cards.byIds([id]),
        page.facts(id, viewer?.id ?? null),
        reviews.subRatingsOfProvider(id),
      ]);
      if (!card || !facts) throw providerErrors.notFound();
      return presentProviderDetail({ card: presentProviderCard(card, lang), facts, subRatings, own, lang });
    },

    async services(
      key: string,
      type: ServiceType,
      pageNumber: number,
      visitorCurrency: string,
      lang: Language,
    ) {
      const id = await live(key);
      const { rows, total } = await page.services(
        id,
        type,
        { limit: PROVIDER_TAB_PAGE_SIZE, offset: (pageNumber - 1) * PROVIDER_TAB_PAGE_SIZE },
        visitorCurrency,
      );
      return { items: rows.map((row) => presentServiceCard(row, lang)), total };
    },

    async reviews(key: string, pageNumber: number, lang: Language) {
      const id = await live(key);
      const { rows, total } = await reviews.ofProvider(
        id,
        REVIEWS_PAGE_SIZE,
        (pageNumber - 1) * REVIEWS_PAGE_SIZE,
      );
      return { items: rows.map((row) => presentReview(row, lang)), total };
    },
  };
}

export type ProviderPage = ReturnType<typeof createProviderPage>;
