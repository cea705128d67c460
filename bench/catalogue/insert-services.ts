import type { Database } from '@wasla/api/db/client';
import { reviewFactory, serviceFactory } from '@wasla/api/db/factories/index';
import { buildSearchDocument } from '@wasla/api/modules/search/search-document';
import { searchVectorSql } from '@wasla/api/modules/search/search-document.repository';
import type { LocalizedText } from '@wasla/shared/languages';
import type { GeneratedReview } from './plan-reviews';
import type { GeneratedService } from './plan-services';

/** The lowest value present; prices are bigints, so not Math.min. */
function min<T extends number | bigint>(values: (T | null)[]): T | null {
  let lowest: T | null = null;
  for (const value of values) if (value !== null && (lowest === null || value < lowest)) lowest = value;
  return lowest;
}

/**
 * One batch of services with all their parts and reviews, through the factories, in a few multi-row
 * statements. The search document is built by the app's own code (`buildSearchDocument`) and turned
 * into a tsvector by its own SQL (`searchVectorSql`) inside the INSERT, so each row is written once,
 * as the editor would leave it after `refreshListingFacts`; the lowest price and delivery are the same
 * minimums of the budgets that function takes. `verifyListingFacts` checks a sample against the
 * function itself.
 */
export async function insertServiceBatch(
  db: Database,
  batch: GeneratedService[],
  reviewsOf: GeneratedReview[][],
  providerIds: number[],
  tagNames: Map<number, Partial<LocalizedText>>,
) {
  const rows = await serviceFactory.many(
    db,
    batch.map((s) => {
      const document = buildSearchDocument({
        name: s.name,
        description: s.description,
        tags: s.tagIds.map((id) => tagNames.get(id) ?? {}),
      });
      return {
        code: s.code,
        slug: s.slug,
        userId: providerIds[s.owner]!,
        type: s.type,
        status: s.status,
        name: s.name,
        description: s.description,
        mainCategoryId: s.mainCategoryId,
        categoryId: s.categoryId,
        experiences: s.experiences,
        genders: s.genders,
        currencyId: s.currencyId,
        pricing: s.pricing,
        holidayStart: s.holiday?.start ?? null,
        holidayEnd: s.holiday?.end ?? null,
        views: s.views,
        minPrice: min(s.budgets.map((b) => b.price)),
        minDeliveryDays: min(s.budgets.map((b) => b.deliveryDays)),
        searchVector: searchVectorSql(document),
        searchText: document.text,
        publishedAt: s.publishedAt,
        createdAt: s.createdAt,
        updatedAt: s.publishedAt,
        budgets: s.budgets,
        places: s.places,
        tagIds: s.tagIds,
        properties: s.properties,
        media: s.pictures.map((picture, order) => ({
          kind: 'image' as const,
          file: picture.file,
          thumb: picture.thumb,
          mime: picture.mime,
          sizeBytes: picture.sizeBytes,
          width: picture.width,
          height: picture.height,
          isMain: order === 0,
        })),
        social: [
          { kind: 'phone', link: null, visible: true },
          { kind: 'email', link: null, visible: true },
        ],
      };
    }),
    // A search vector is written as SQL of about twenty values: statements of 1,000 services stay
    // inside PostgreSQL's limit of bind parameters.
    { perStatement: 1_000 },
  );
  const ids = rows.map((row) => row.id);
  await reviewFactory.many(
    db,
    batch.flatMap((s, index) =>
      reviewsOf[index]!.map((r) => ({
        serviceId: ids[index]!,
        providerId: providerIds[s.owner]!,
        reviewerId: providerIds[r.reviewer]!,
        attitude: r.attitude,
        quality: r.quality,
        commitment: r.commitment,
        dealAgain: r.dealAgain,
        rating: r.rating,
        comment: r.comment,
        createdAt: r.createdAt,
      })),
    ),
    { returning: false },
  );
  return ids;
}
