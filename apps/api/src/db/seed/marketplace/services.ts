import { slugify, unicodeSlug } from '@wasla/shared/slugify';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../client';
import { mediaFactory, serviceFactory, tagFactory } from '../../factories';
import { tags } from '../../schema/catalogue';
import { services } from '../../schema/services';
import type { Catalogue } from './catalogue';
import { PICTURE_HEIGHT, PICTURE_WIDTH, type StoredPicture } from './media';
import type { Random } from './random';
import type { PlannedService } from './service-plan';

/** The published slug, as the service editor makes it when a service is submitted. */
export const serviceSlug = (service: PlannedService) =>
  `${unicodeSlug(service.name.ar ?? Object.values(service.name)[0] ?? '') || 'service'}-${service.code.toLowerCase()}`;

/** Public codes (S and 8 digits), unique among the demo services and against any already stored. */
export async function assignServiceCodes(db: Database, random: Random, planned: PlannedService[]) {
  const draw = () => `S${random.int(10_000_000, 99_999_999)}`;
  const seen = new Set<string>();
  for (const service of planned) {
    do service.code = draw();
    while (seen.has(service.code));
    seen.add(service.code);
  }
  for (let round = 0; round < 10; round++) {
    const taken = await db
      .select({ code: services.code })
      .from(services)
      .where(inArray(services.code, [...seen]));
    if (!taken.length) return;
    for (const { code } of taken) {
      const service = planned.find((s) => s.code === code)!;
      do service.code = draw();
      while (seen.has(service.code));
      seen.add(service.code);
    }
  }
  throw new Error('could not draw free codes for the demo services');
}

/**
 * A tag named after each sub category that some services use, as providers add their own tags: the
 * sub category's name in the four languages, kept in that sub category. Answers tag ids by category.
 */
async function subCategoryTags(db: Database, planned: PlannedService[], catalogue: Catalogue) {
  const subs = [...new Set(planned.filter((s) => s.subTag).map((s) => s.categoryId))];
  const byId = new Map([...catalogue.categoryBySlug.values()].map((c) => [c.id, c]));
  const values = subs.map((id) => ({
    categoryId: id,
    slug: slugify(byId.get(id)!.name.en),
    name: byId.get(id)!.name,
  }));
  if (!values.length) return new Map<number, number>();
  // A tag of that name may be there already (an author's); it is used rather than made twice.
  await tagFactory.many(db, values, { skipExisting: true });
  const rows = await db
    .select({ id: tags.id, categoryId: tags.categoryId, slug: tags.slug })
    .from(tags)
    .where(inArray(tags.categoryId, subs));
  return new Map(
    values.map((v) => [
      v.categoryId,
      rows.find((r) => r.categoryId === v.categoryId && r.slug === v.slug)!.id,
    ]),
  );
}

/** Inserts the services and all their parts; answers their ids in plan order. */
export async function insertServices(
  db: Database,
  planned: PlannedService[],
  ownerIds: number[],
  catalogue: Catalogue,
): Promise<number[]> {
  const subTagIds = await subCategoryTags(db, planned, catalogue);
  const rows = await serviceFactory.many(
    db,
    planned.map((s, index) => ({
      code: s.code,
      slug: serviceSlug(s),
      userId: ownerIds[index]!,
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
      publishedAt: s.publishedAt,
      createdAt: s.createdAt,
      updatedAt: s.publishedAt,
      budgets: s.budgets,
      extraOptions: s.extraOptions,
      places: s.places,
      social: s.social,
      tagIds: [...s.tagIds, ...(s.subTag ? [subTagIds.get(s.categoryId)!] : [])],
      properties: s.properties,
    })),
  );
  return rows.map((row) => row.id);
}

/** The pictures of each service, the first one main, as the upload of its gallery leaves them. */
export async function insertServicePictures(db: Database, serviceIds: number[], pictures: StoredPicture[][]) {
  await mediaFactory.many(
    db,
    serviceIds.flatMap((serviceId, index) =>
      pictures[index]!.map((picture, order) => ({
        serviceId,
        kind: 'image' as const,
        file: picture.file,
        thumb: picture.thumb,
        mime: 'image/webp',
        sizeBytes: picture.size,
        width: PICTURE_WIDTH,
        height: PICTURE_HEIGHT,
        isMain: order === 0,
      })),
    ),
  );
}
