import type { Database } from '@wasla/api/db/client';
import { reviews } from '@wasla/api/db/schema/discovery';
import {
  serviceBudgets,
  serviceMedia,
  servicePlaces,
  serviceProperties,
  serviceSocialChannels,
  services,
  serviceTags,
} from '@wasla/api/db/schema/services';
import { buildSearchDocument } from '@wasla/api/modules/search/search-document';
import { searchVectorSql } from '@wasla/api/modules/search/search-document.repository';
import type { LocalizedText } from '@wasla/shared/languages';
import type { GeneratedReview } from './plan-reviews';
import type { GeneratedService } from './plan-services';

const min = (values: (number | null)[]) => {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.min(...present) : null;
};

/**
 * One batch of services with all their parts and reviews, in a few multi-row statements. The search
 * document is built by the app's own code (`buildSearchDocument`) and turned into a tsvector by its
 * own SQL (`searchVectorSql`) inside the INSERT, so each row is written once, as the editor would
 * leave it after `refreshListingFacts`; the lowest price and delivery are the same minimums of the
 * budgets that function takes. `verifyListingFacts` checks a sample against the function itself.
 */
export async function insertServiceBatch(
  db: Database,
  batch: GeneratedService[],
  reviewsOf: GeneratedReview[][],
  providerIds: number[],
  tagNames: Map<number, Partial<LocalizedText>>,
) {
  const rows = await db
    .insert(services)
    .values(
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
        };
      }),
    )
    .returning({ id: services.id, code: services.code });
  const idByCode = new Map(rows.map((r) => [r.code, r.id]));
  const ids = batch.map((s) => idByCode.get(s.code)!);
  const each = <T>(make: (service: GeneratedService, id: number, index: number) => T[]) =>
    batch.flatMap((service, index) => make(service, ids[index]!, index));

  await db.insert(serviceBudgets).values(each((s, serviceId) => s.budgets.map((b) => ({ ...b, serviceId }))));
  await db.insert(servicePlaces).values(each((s, serviceId) => s.places.map((p) => ({ ...p, serviceId }))));
  await db
    .insert(serviceTags)
    .values(each((s, serviceId) => s.tagIds.map((tagId) => ({ serviceId, tagId }))));
  const answered = each((s, serviceId) => s.properties.map((p) => ({ ...p, serviceId, otherValue: null })));
  if (answered.length) await db.insert(serviceProperties).values(answered);
  const pictures = each((s, serviceId) =>
    s.pictures.map((picture, order) => ({
      serviceId,
      kind: 'image' as const,
      file: picture.file,
      thumb: picture.thumb,
      mime: picture.mime,
      sizeBytes: picture.sizeBytes,
      width: picture.width,
      height: picture.height,
      isMain: order === 0,
    })),
  );
  if (pictures.length) await db.insert(serviceMedia).values(pictures);
  await db.insert(serviceSocialChannels).values(
    each((_, serviceId) => [
      { serviceId, kind: 'phone', link: null, visible: true },
      { serviceId, kind: 'email', link: null, visible: true },
    ]),
  );
  const written = each((s, serviceId, index) =>
    reviewsOf[index]!.map((r) => ({
      serviceId,
      providerId: providerIds[s.owner]!,
      reviewerId: providerIds[r.reviewer]!,
      dealId: null,
      attitude: r.attitude,
      quality: r.quality,
      commitment: r.commitment,
      dealAgain: r.dealAgain,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt,
    })),
  );
  // Reviews take 11 parameters each: slices keep a statement inside the bind-parameter limit.
  for (let start = 0; start < written.length; start += 4_000) {
    await db.insert(reviews).values(written.slice(start, start + 4_000));
  }
  return ids;
}
