import { STATIC_PAGES, type StaticPageSlug } from '@wasla/shared/contracts/catalogue-admin';
import type { LocalizedText } from '@wasla/shared/languages';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  categories,
  categoryProperties,
  currencies,
  faqs,
  paidFeatures,
  propertyOptions,
} from '../../db/schema/catalogue';
import { type StaticPageText, staticPages } from '../../db/schema/static-pages';
import type { Executor } from '../../lib/events/record-event';

/** Serialises new questions, so two added at once cannot pick the same address. */
const NEW_FAQ_LOCK = 0x46_41_51; // "FAQ"
/** Serialises new categories, for the same reason. */
const NEW_CATEGORY_LOCK = 0x43_41_54; // "CAT"
/** Saves of one legal page queue on this lock (with the page's index), the first save included. */
const STATIC_PAGE_LOCK = 0x50_41_47; // "PAG"

type CategoryValues = {
  name: LocalizedText;
  description: LocalizedText;
  icon: string | null;
  sortOrder: number;
};

/** The addresses among `table`'s that are `base` or `base-N`, for picking the next free one. */
const likeBase = (base: string) => `${base.replace(/[\\%_]/g, '\\$&')}-%`;

type FaqValues = {
  topic: string;
  question: LocalizedText;
  answer: LocalizedText;
  sortOrder: number;
};

/**
 * The catalogue's settings as the admins edit them: priced features, currency rates and the FAQ.
 * Every read that prices or shows them goes to these rows, so a committed change is the new truth.
 */
export function createCatalogueAdminRepository(db: Executor) {
  return {
    paidFeatures: () => db.select().from(paidFeatures).orderBy(asc(paidFeatures.id)),

    /** One feature, locked until the transaction ends, so two admins' edits queue rather than cross. */
    paidFeatureForUpdate: async (slug: string) =>
      (await db.select().from(paidFeatures).where(eq(paidFeatures.slug, slug)).for('update'))[0],

    setPaidFeature: async (id: number, value: bigint) =>
      (await db.update(paidFeatures).set({ value }).where(eq(paidFeatures.id, id)).returning())[0]!,

    currencies: () => db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.id)),

    currencyForUpdate: async (code: string) =>
      (await db.select().from(currencies).where(eq(currencies.code, code)).for('update'))[0],

    setRate: async (id: number, usdRate: string, at: Date) =>
      (
        await db
          .update(currencies)
          .set({ usdRate, rateUpdatedAt: at })
          .where(eq(currencies.id, id))
          .returning()
      )[0]!,

    faqs: () => db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)),

    faqForUpdate: async (id: number) =>
      (await db.select().from(faqs).where(eq(faqs.id, id)).for('update'))[0],

    lockNewFaqs: () => db.execute(sql`select pg_advisory_xact_lock(${NEW_FAQ_LOCK}, 0)`),

    /** Whether a question's address is taken: addresses are unique, and a new one gets a suffix. */
    faqSlugsLike: async (base: string) =>
      (
        await db.execute<{ slug: string }>(
          sql`select slug from faqs where slug = ${base} or slug like ${likeBase(base)}`,
        )
      ).rows.map((row) => row.slug),

    addFaq: async (slug: string, values: FaqValues) =>
      (
        await db
          .insert(faqs)
          .values({ slug, ...values })
          .returning()
      )[0]!,

    updateFaq: async (id: number, values: FaqValues) =>
      (await db.update(faqs).set(values).where(eq(faqs.id, id)).returning())[0]!,

    deleteFaq: (id: number) => db.delete(faqs).where(eq(faqs.id, id)),

    categories: () =>
      db
        .select()
        .from(categories)
        .orderBy(sql`${categories.parentId} nulls first`, asc(categories.sortOrder), asc(categories.id)),

    categoryForUpdate: async (id: number) =>
      (await db.select().from(categories).where(eq(categories.id, id)).for('update'))[0],

    lockNewCategories: () => db.execute(sql`select pg_advisory_xact_lock(${NEW_CATEGORY_LOCK}, 0)`),

    categorySlugsLike: async (base: string) =>
      (
        await db.execute<{ slug: string }>(
          sql`select slug from categories where slug = ${base} or slug like ${likeBase(base)}`,
        )
      ).rows.map((row) => row.slug),

    addCategory: async (slug: string, parentId: number | null, values: CategoryValues) =>
      (
        await db
          .insert(categories)
          .values({ slug, parentId, ...values })
          .returning()
      )[0]!,

    updateCategory: async (id: number, values: CategoryValues) =>
      (await db.update(categories).set(values).where(eq(categories.id, id)).returning())[0]!,

    /**
     * What still hangs on a category: sub categories, services of any status (a draft or a closed
     * service keeps its category), or a service elsewhere carrying one of its tags.
     */
    categoryHolds: async (id: number) =>
      (
        await db.execute<{ children: boolean; services: boolean; tagged: boolean }>(sql`
          select exists (select 1 from categories where parent_id = ${id}) as children,
            exists (select 1 from services where main_category_id = ${id} or category_id = ${id}) as services,
            exists (select 1 from service_tags st join tags t on t.id = st.tag_id where t.category_id = ${id}) as tagged`)
      ).rows[0]!,

    /** Removes a category with its properties, options and tags (their keys cascade). */
    deleteCategory: (id: number) => db.delete(categories).where(eq(categories.id, id)),

    staticPages: () => db.select().from(staticPages),

    staticPage: async (slug: StaticPageSlug) =>
      (await db.select().from(staticPages).where(eq(staticPages.slug, slug)))[0],

    /**
     * The page as it stands, held until the transaction ends. A row lock alone would not do: before
     * the first save there is no row to lock, and two first saves would both read "none".
     */
    staticPageForUpdate: async (slug: StaticPageSlug) => {
      await db.execute(sql`select pg_advisory_xact_lock(${STATIC_PAGE_LOCK}, ${STATIC_PAGES.indexOf(slug)})`);
      return (await db.select().from(staticPages).where(eq(staticPages.slug, slug)))[0];
    },

    /** Writes the page; the first save of a page makes its row. */
    saveStaticPage: async (
      slug: StaticPageSlug,
      content: Record<'ar' | 'en' | 'fr' | 'tr', StaticPageText>,
      at: Date,
      by: number,
    ) =>
      (
        await db
          .insert(staticPages)
          .values({ slug, content, updatedAt: at, updatedBy: by })
          .onConflictDoUpdate({ target: staticPages.slug, set: { content, updatedAt: at, updatedBy: by } })
          .returning()
      )[0]!,

    properties: () =>
      db
        .select()
        .from(categoryProperties)
        .orderBy(
          asc(categoryProperties.categoryId),
          asc(categoryProperties.sortOrder),
          asc(categoryProperties.id),
        ),

    propertyOptions: (propertyIds?: number[]) =>
      db
        .select()
        .from(propertyOptions)
        .where(propertyIds ? inArray(propertyOptions.propertyId, propertyIds) : undefined)
        .orderBy(asc(propertyOptions.propertyId), asc(propertyOptions.sortOrder)),

    propertyForUpdate: async (id: number) =>
      (await db.select().from(categoryProperties).where(eq(categoryProperties.id, id)).for('update'))[0],

    propertyKeys: async (categoryId: number) =>
      (
        await db
          .select({ key: categoryProperties.key })
          .from(categoryProperties)
          .where(eq(categoryProperties.categoryId, categoryId))
      ).map((row) => row.key),

    addProperty: async (categoryId: number, key: string, name: LocalizedText, sortOrder: number) =>
      (await db.insert(categoryProperties).values({ categoryId, key, name, sortOrder }).returning())[0]!,

    updateProperty: async (id: number, name: LocalizedText, sortOrder: number) =>
      (
        await db
          .update(categoryProperties)
          .set({ name, sortOrder })
          .where(eq(categoryProperties.id, id))
          .returning()
      )[0]!,

    renameOption: (id: number, name: LocalizedText) =>
      db.update(propertyOptions).set({ name }).where(eq(propertyOptions.id, id)),

    addOption: (propertyId: number, name: LocalizedText, sortOrder: number) =>
      db.insert(propertyOptions).values({ propertyId, name, sortOrder }),
  };
}

export type CatalogueAdminRepository = ReturnType<typeof createCatalogueAdminRepository>;
