import { DEFAULT_CURRENCY, REVIEWS_PAGE_SIZE, SIMILAR_ITEMS_MAX } from '@wasla/shared/business-constants';
import type { ServiceDetail } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { AppError } from '../../lib/http/app-error';
import { type Actor, guest, isAccount } from '../../lib/policy/actor';
import { presentReview, presentSubRatings } from '../reviews/reviews.presenter';
import type { ReviewsRepository } from '../reviews/reviews.repository';
import type { Visitor, VisitRecorder } from '../visits/visit-recorder';
import { canService } from './service.policy';
import { presentServiceCard } from './service-cards.presenter';
import type { ServiceCardsRepository } from './service-cards.repository';
import { presentServicePage } from './service-page.presenter';
import type { ServicePageRepository } from './service-page.repository';
import type { ServicePartsRepository } from './service-parts.repository';

export const servicePageErrors = {
  // An address that never named a service is an ordinary "page not found".
  unknown: () => new AppError(404, 'not_found', 'not_found'),
  // SPEC.md section 8: a 422 on service details sends the visitor to the categories page.
  unavailable: () => new AppError(422, 'service_unavailable', 'service_unavailable'),
  deleted: () => new AppError(410, 'service_deleted', 'service_not_found'),
};

/**
 * The public page of a service. Closed, holiday and expired services stay readable (they say so and
 * cannot be contacted); a draft or one the team hid is not public; a deleted one says it was deleted.
 */
export function createServicePage(deps: {
  page: ServicePageRepository;
  cards: ServiceCardsRepository;
  parts: ServicePartsRepository;
  reviews: ReviewsRepository;
  visits: VisitRecorder;
}) {
  const { page, cards, parts, reviews, visits } = deps;

  async function visible(key: string, viewer: Actor) {
    const found = await page.find(key);
    if (!found) throw servicePageErrors.unknown();
    const service = { ownerId: found.user_id, status: found.status, deletedAt: found.deleted_at };
    if (canService(viewer, 'read', service)) return { found, service };
    // One the team hid after a report may have been shared: it is no longer available.
    if (found.status === 'hidden' && found.deleted_at === null) throw servicePageErrors.unavailable();
    // A draft never published is seen by nobody but its author: its address answers exactly as one
    // that never existed, so ids reveal nothing about other people's drafts. One listed before may
    // have been shared, and says it is no longer available.
    if (found.status === 'draft') {
      throw found.published_at ? servicePageErrors.unavailable() : servicePageErrors.unknown();
    }
    throw servicePageErrors.deleted();
  }

  async function visitorCurrency(code: string) {
    return (await page.currency(code)) ?? (await page.currency(DEFAULT_CURRENCY));
  }

  return {
    async detail(key: string, viewer: Actor, counted: Visitor | null, currencyCode: string, lang: Language) {
      const { found, service } = await visible(key, viewer);
      const own = isAccount(viewer, found.user_id);
      // Looking at one's own service is not a visit; the count is written later, in a batch.
      if (counted && !own) visits.service(found.id, counted);
      const visitor = await visitorCurrency(currencyCode);
      const [card] = await cards.byIds([found.id], visitor?.code ?? DEFAULT_CURRENCY);
      if (!card) throw servicePageErrors.unavailable();
      const bundle = await parts.bundleOf(found.id, found.currency_id);
      const amounts = [...bundle.budgets.map((b) => b.price), ...bundle.extraOptions.map((o) => o.price)];
      const converted =
        visitor && found.currency_id !== null && visitor.id !== found.currency_id
          ? await page.convert(amounts, found.currency_id, visitor.code)
          : amounts.map(() => null);
      const [propertyNames, subRatings, contact] = await Promise.all([
        page.propertyNames(bundle.properties.map((p) => p.propertyId)),
        reviews.subRatingsOfService(found.id),
        canService(viewer, 'contact', service) ? page.contactOf(found.user_id) : Promise.resolve(undefined),
      ]);
      const detail: ServiceDetail = presentServicePage({
        card: presentServiceCard(card, lang),
        row: card,
        service: found,
        bundle,
        converted,
        visitor: visitor ? { code: visitor.code, minorUnits: visitor.minor_units } : null,
        propertyNames,
        subRatings: presentSubRatings(subRatings),
        contact,
        own,
        lang,
      });
      return detail;
    },

    // Similar services and reviews are cached for everyone, so they are read as a guest reads them.
    async similar(key: string, currencyCode: string, lang: Language) {
      const { found } = await visible(key, guest);
      const ids = await page.similarIds(
        { id: found.id, mainCategoryId: found.main_category_id, categoryId: found.category_id },
        SIMILAR_ITEMS_MAX,
      );
      const visitor = await visitorCurrency(currencyCode);
      const rows = await cards.byIds(ids, visitor?.code ?? DEFAULT_CURRENCY);
      return rows.map((row) => presentServiceCard(row, lang));
    },

    async reviews(key: string, pageNumber: number, lang: Language) {
      const { found } = await visible(key, guest);
      const { rows, total } = await reviews.ofService(
        found.id,
        REVIEWS_PAGE_SIZE,
        (pageNumber - 1) * REVIEWS_PAGE_SIZE,
      );
      return { items: rows.map((row) => presentReview(row, lang)), total };
    },
  };
}

export type ServicePage = ReturnType<typeof createServicePage>;
