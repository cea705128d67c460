import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  categories,
  categoryProperties,
  cities,
  countries,
  currencies,
  propertyOptions,
  states,
  tags,
} from '../../db/schema/catalogue';
import {
  serviceBudgets,
  serviceExtraOptions,
  serviceMedia,
  servicePlaces,
  serviceProperties,
  serviceSocialChannels,
  serviceTags,
} from '../../db/schema/services';
import { serviceShownSql } from '../../lib/policy/visibility';
import type { Transaction } from './services.repository';

type Executor = Database | Transaction;
export type BudgetRow = typeof serviceBudgets.$inferInsert;
export type SocialRow = typeof serviceSocialChannels.$inferInsert;
export type PropertyRow = typeof serviceProperties.$inferInsert;
export type MediaRow = typeof serviceMedia.$inferSelect;
export type ExtraOptionRow = typeof serviceExtraOptions.$inferSelect;
export type PlaceIds = { countryId: number | null; stateId: number | null; cityId: number | null };

/** The parts of a service kept in their own tables: tags, properties, prices, places, channels, files. */
export function createServicePartsRepository(db: Database) {
  const placeCountry = alias(countries, 'place_country');
  const placeState = alias(states, 'place_state');
  const placeCity = alias(cities, 'place_city');

  const placesOf = (serviceId: number, executor: Executor = db) =>
    executor
      .select({
        id: servicePlaces.id,
        countryId: servicePlaces.countryId,
        stateId: servicePlaces.stateId,
        cityId: servicePlaces.cityId,
        country: placeCountry.name,
        state: placeState.name,
        city: placeCity.name,
      })
      .from(servicePlaces)
      .leftJoin(placeCountry, eq(placeCountry.id, servicePlaces.countryId))
      .leftJoin(placeState, eq(placeState.id, servicePlaces.stateId))
      .leftJoin(placeCity, eq(placeCity.id, servicePlaces.cityId))
      .where(eq(servicePlaces.serviceId, serviceId))
      .orderBy(asc(servicePlaces.id));

  return {
    /** Everything the owner's view of a service shows, read in parallel. */
    bundleOf: async (serviceId: number, currencyId: number | null, executor: Executor = db) => {
      const [tagRows, properties, budgets, extraOptions, places, social, media, currency] = await Promise.all(
        [
          executor
            .select({ id: tags.id, name: tags.name })
            .from(serviceTags)
            .innerJoin(tags, eq(tags.id, serviceTags.tagId))
            .where(eq(serviceTags.serviceId, serviceId))
            .orderBy(asc(tags.id)),
          executor.select().from(serviceProperties).where(eq(serviceProperties.serviceId, serviceId)),
          executor.select().from(serviceBudgets).where(eq(serviceBudgets.serviceId, serviceId)),
          executor
            .select()
            .from(serviceExtraOptions)
            .where(eq(serviceExtraOptions.serviceId, serviceId))
            .orderBy(asc(serviceExtraOptions.id)),
          placesOf(serviceId, executor),
          executor
            .select()
            .from(serviceSocialChannels)
            .where(eq(serviceSocialChannels.serviceId, serviceId))
            .orderBy(asc(serviceSocialChannels.id)),
          executor
            .select()
            .from(serviceMedia)
            .where(eq(serviceMedia.serviceId, serviceId))
            .orderBy(asc(serviceMedia.id)),
          currencyId === null
            ? Promise.resolve(undefined)
            : executor
                .select()
                .from(currencies)
                .where(eq(currencies.id, currencyId))
                .then((rows) => rows[0]),
        ],
      );
      return { tags: tagRows, properties, budgets, extraOptions, places, social, media, currency };
    },

    // ---- categories, properties and tags ----

    categoryById: async (id: number) => (await db.select().from(categories).where(eq(categories.id, id)))[0],

    /** Options of the properties of a main category, to check what a service chose. */
    propertyOptionsOf: async (mainCategoryId: number) =>
      db
        .select({ propertyId: categoryProperties.id, optionId: propertyOptions.id })
        .from(categoryProperties)
        .leftJoin(propertyOptions, eq(propertyOptions.propertyId, categoryProperties.id))
        .where(eq(categoryProperties.categoryId, mainCategoryId)),

    /**
     * Tags a service may use: its categories' and the platform-wide ones. An author's tag stays the
     * words of someone's draft until a listed service carries it, so until then only a service it was
     * typed for (add-tag attaches it) takes it by id: ids reveal nothing of other people's drafts.
     */
    usableTags: async (ids: number[], categoryIds: number[], serviceId: number) =>
      ids.length
        ? db
            .select({ id: tags.id })
            .from(tags)
            .where(
              and(
                inArray(tags.id, ids),
                or(
                  isNull(tags.categoryId),
                  categoryIds.length ? inArray(tags.categoryId, categoryIds) : undefined,
                ),
                or(
                  eq(tags.origin, 'team'),
                  sql`exists (select 1 from service_tags st join services s on s.id = st.service_id
                    where st.tag_id = ${tags.id} and (s.id = ${serviceId} or (${serviceShownSql('listed')})))`,
                ),
              ),
            )
        : [],

    tagsBySlug: async (categoryId: number | null, slugs: string[]) =>
      db
        .select()
        .from(tags)
        .where(
          and(
            inArray(tags.slug, slugs),
            categoryId === null ? isNull(tags.categoryId) : eq(tags.categoryId, categoryId),
          ),
        ),

    insertTags: async (rows: (typeof tags.$inferInsert)[]) =>
      rows.length ? db.insert(tags).values(rows).onConflictDoNothing().returning() : [],

    /** Tags typed for a service go on it at once; the next save replaces the whole list. */
    attachTags: async (serviceId: number, tagIds: number[]) => {
      if (tagIds.length)
        await db
          .insert(serviceTags)
          .values(tagIds.map((tagId) => ({ serviceId, tagId })))
          .onConflictDoNothing();
    },

    // ---- replaced as a whole by a save ----

    replaceTags: async (tx: Transaction, serviceId: number, tagIds: number[]) => {
      await tx.delete(serviceTags).where(eq(serviceTags.serviceId, serviceId));
      if (tagIds.length) await tx.insert(serviceTags).values(tagIds.map((tagId) => ({ serviceId, tagId })));
    },

    replaceProperties: async (tx: Transaction, serviceId: number, rows: PropertyRow[]) => {
      await tx.delete(serviceProperties).where(eq(serviceProperties.serviceId, serviceId));
      if (rows.length) await tx.insert(serviceProperties).values(rows);
    },

    replaceBudgets: async (tx: Transaction, serviceId: number, rows: BudgetRow[]) => {
      await tx.delete(serviceBudgets).where(eq(serviceBudgets.serviceId, serviceId));
      if (rows.length) await tx.insert(serviceBudgets).values(rows);
    },

    replaceSocial: async (tx: Transaction, serviceId: number, rows: SocialRow[]) => {
      await tx.delete(serviceSocialChannels).where(eq(serviceSocialChannels.serviceId, serviceId));
      if (rows.length) await tx.insert(serviceSocialChannels).values(rows);
    },

    deleteSocial: async (serviceId: number, channelId: number) =>
      (
        await db
          .delete(serviceSocialChannels)
          .where(and(eq(serviceSocialChannels.id, channelId), eq(serviceSocialChannels.serviceId, serviceId)))
          .returning({ id: serviceSocialChannels.id })
      ).length > 0,

    socialOwner: async (channelId: number) =>
      (
        await db
          .select({ serviceId: serviceSocialChannels.serviceId })
          .from(serviceSocialChannels)
          .where(eq(serviceSocialChannels.id, channelId))
      )[0]?.serviceId,

    // ---- places ----

    placesOf,

    /** The ids of a place as they hang together in the geography, or undefined if they don't. */
    placeChain: async (place: PlaceIds) => {
      if (place.cityId !== null) {
        const [row] = await db
          .select({ stateId: states.id, countryId: states.countryId })
          .from(cities)
          .innerJoin(states, eq(states.id, cities.stateId))
          .where(eq(cities.id, place.cityId));
        return row?.stateId === place.stateId && row?.countryId === place.countryId;
      }
      if (place.stateId !== null) {
        const [row] = await db
          .select({ countryId: states.countryId })
          .from(states)
          .where(eq(states.id, place.stateId));
        return row?.countryId === place.countryId;
      }
      if (place.countryId !== null) {
        return (
          (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, place.countryId)))
            .length > 0
        );
      }
      return true;
    },

    insertPlace: async (tx: Transaction, serviceId: number, place: PlaceIds) =>
      (
        await tx
          .insert(servicePlaces)
          .values({ serviceId, ...place })
          .returning()
      )[0],

    deletePlace: async (serviceId: number, placeId: number, executor: Executor = db) =>
      (
        await executor
          .delete(servicePlaces)
          .where(and(eq(servicePlaces.id, placeId), eq(servicePlaces.serviceId, serviceId)))
          .returning({ id: servicePlaces.id })
      ).length > 0,

    // ---- extra options ----

    extraOptionsOf: (serviceId: number, executor: Executor = db) =>
      executor
        .select()
        .from(serviceExtraOptions)
        .where(eq(serviceExtraOptions.serviceId, serviceId))
        .orderBy(asc(serviceExtraOptions.id)),

    extraOptionById: async (id: number) =>
      (await db.select().from(serviceExtraOptions).where(eq(serviceExtraOptions.id, id)))[0],

    insertExtraOption: async (tx: Transaction, row: typeof serviceExtraOptions.$inferInsert) =>
      (await tx.insert(serviceExtraOptions).values(row).returning())[0],

    updateExtraOption: async (
      tx: Transaction,
      id: number,
      changes: Pick<ExtraOptionRow, 'price' | 'description' | 'deliveryDays' | 'unit'>,
    ) =>
      (
        await tx.update(serviceExtraOptions).set(changes).where(eq(serviceExtraOptions.id, id)).returning()
      )[0],

    deleteExtraOption: async (id: number) => {
      await db.delete(serviceExtraOptions).where(eq(serviceExtraOptions.id, id));
    },

    // ---- media ----

    mediaOf: (serviceId: number, executor: Executor = db) =>
      executor
        .select()
        .from(serviceMedia)
        .where(eq(serviceMedia.serviceId, serviceId))
        .orderBy(asc(serviceMedia.id)),

    insertMedia: async (tx: Transaction, row: typeof serviceMedia.$inferInsert) =>
      (await tx.insert(serviceMedia).values(row).returning())[0],

    deleteMedia: async (tx: Transaction, serviceId: number, mediaId: number) =>
      (
        await tx
          .delete(serviceMedia)
          .where(and(eq(serviceMedia.id, mediaId), eq(serviceMedia.serviceId, serviceId)))
          .returning()
      )[0],

    /** Makes one image the main one; the partial unique index keeps it to one per service. */
    setMainImage: async (tx: Transaction, serviceId: number, mediaId: number | null) => {
      await tx
        .update(serviceMedia)
        .set({ isMain: false })
        .where(and(eq(serviceMedia.serviceId, serviceId), eq(serviceMedia.isMain, true)));
      if (mediaId !== null) {
        await tx
          .update(serviceMedia)
          .set({ isMain: true })
          .where(
            and(
              eq(serviceMedia.id, mediaId),
              eq(serviceMedia.serviceId, serviceId),
              eq(serviceMedia.kind, 'image'),
            ),
          );
      }
    },
  };
}

export type ServicePartsRepository = ReturnType<typeof createServicePartsRepository>;
