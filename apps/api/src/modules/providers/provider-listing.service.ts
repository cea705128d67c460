import { SIMILAR_ITEMS_MAX } from '@wasla/shared/business-constants';
import type { ProviderListingQuery } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { foldText } from '../search/text-folding';
import { presentProviderCard } from './provider-cards.presenter';
import type { ProviderListingRepository } from './provider-listing.repository';
import type { ProviderPageRepository } from './provider-page.repository';
import { providerErrors } from './provider-page.service';

/**
 * The providers listing (`/providers`) and the short lists beside a profile: similar providers and
 * suggestions of whom to follow. Only listed providers (a live account with a listed service) show.
 */
export function createProviderListing(repo: ProviderListingRepository, page: ProviderPageRepository) {
  return {
    async list(query: ProviderListingQuery, lang: Language) {
      const folded = query.name ? foldText(query.name) : '';
      const { rows, total } = await repo.list(
        {
          folded: folded || undefined,
          countryId: query.country_id,
          stateId: query.state_id,
          cityId: query.city_id,
          rating: query.rating,
          mainCategoryId: query.main_category_id,
          sort: query.sort,
        },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return { items: rows.map((row) => presentProviderCard(row, lang)), total };
    },

    async similar(providerId: number, lang: Language) {
      if (!(await page.find(providerId))) throw providerErrors.notFound();
      const rows = await repo.similar(providerId, SIMILAR_ITEMS_MAX);
      return rows.map((row) => presentProviderCard(row, lang));
    },

    async suggestion(viewer: { id: number } | null, lang: Language) {
      const rows = await repo.suggestion(viewer?.id ?? null, SIMILAR_ITEMS_MAX);
      return rows.map((row) => presentProviderCard(row, lang));
    },
  };
}

export type ProviderListing = ReturnType<typeof createProviderListing>;
