import type { Language } from '@wasla/shared/languages';
import { SERVICE_STATUSES } from '@wasla/shared/service-rules/service-states';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { categories, categoryProperties, cities, countries, currencies, states, tags } from './catalogue';
import { createdAt, tsvector } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });
/**
 * An amount of money in minor units of the service's currency (`services.currency_id`). `bigint`, read
 * as a JS bigint: an `integer` ends at 21,474,836.47 AED, and far sooner in currencies of many units.
 */
const minorUnits = (name: string) => bigint(name, { mode: 'bigint' });
/** A text written in some of the four languages: the author writes at least one. */
const translations = (name: string) =>
  jsonb(name).$type<Partial<Record<Language, string>>>().notNull().default(sql`'{}'::jsonb`);

/**
 * A published (or still drafted) service. `type` says who offers: a provider (provided) or a client
 * looking for one (requested). Timed status changes are deadline columns that the sweeper applies:
 * `expired_at`, `open_until` (a reopening with an end date) and the holiday dates.
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['provided', 'requested'] }).notNull(),
    status: text('status', { enum: SERVICE_STATUSES }).notNull().default('draft'),
    name: translations('name'),
    description: translations('description'),
    mainCategoryId: integer('main_category_id').references(() => categories.id),
    categoryId: integer('category_id').references(() => categories.id),
    otherCategory: text('other_cat'),
    experiences: text('experiences').array().notNull().default(sql`'{}'::text[]`),
    genders: text('genders').array().notNull().default(sql`'{}'::text[]`),
    currencyId: integer('currency_id').references(() => currencies.id),
    pricing: text('pricing', { enum: ['individual', 'plans'] }),
    expiredAt: at('expired_at'),
    openUntil: at('open_until'),
    holidayStart: date('holiday_start', { mode: 'string' }),
    holidayEnd: date('holiday_end', { mode: 'string' }),
    views: integer('views').notNull().default(0),
    // Listing facts, derived from the budgets on every save so that filters and sorting need no join:
    // the lowest price (minor units of the service's currency) and the shortest delivery.
    minPrice: minorUnits('min_price'),
    minDeliveryDays: integer('min_delivery_days'),
    // Search document (see modules/search/search-document.ts): stemmed words of every language the
    // service is written in, Arabic roots included, and the folded names for trigram matching.
    searchVector: tsvector('search_vector'),
    // The names' words alone (weight A), kept beside the whole vector: a search tests them on
    // thousands of rows, and the whole vector (1.6 kB, compressed) took 24 ms to unpack for 2,000.
    nameVector: tsvector('name_vector').generatedAlwaysAs(sql`ts_filter(search_vector, '{a}')`),
    searchText: text('search_text').notNull().default(''),
    // A paid promotion (mark) lifts the service in search and listings until this moment.
    promotedUntil: at('promoted_until'),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingsCount: integer('ratings_count').notNull().default(0),
    publishedAt: at('published_at'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('services_user_idx').on(t.userId, t.status),
    // The timers' sweeps (lib/state-machine/sweep.ts) find due services by status and deadline.
    index('services_status_idx').on(t.status, t.expiredAt),
    index('services_open_until_idx').on(t.status, t.openUntil).where(sql`${t.openUntil} is not null`),
    index('services_holiday_start_idx')
      .on(t.status, t.holidayStart)
      .where(sql`${t.holidayStart} is not null`),
    index('services_holiday_end_idx').on(t.status, t.holidayEnd).where(sql`${t.holidayEnd} is not null`),
    index('services_listed_latest_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    // A category's pages in either sort, in the listing's exact order (id last, nulls first as
    // "desc" puts them), so that a page is read from the index and the walk stops after it.
    index('services_listed_category_idx')
      .on(t.categoryId, t.publishedAt.desc(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    index('services_listed_main_category_idx')
      .on(t.mainCategoryId, t.publishedAt.desc(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    index('services_listed_category_rating_idx')
      .on(
        t.categoryId,
        t.rating.desc().nullsFirst(),
        t.ratingsCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    index('services_listed_main_category_rating_idx')
      .on(
        t.mainCategoryId,
        t.rating.desc().nullsFirst(),
        t.ratingsCount.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    // The few services promoted at some time: a category's promoted ones are found here, not by
    // reading the whole category (listing-page-ids.ts).
    index('services_listed_promoted_idx')
      .on(t.promotedUntil)
      .where(
        sql`${t.promotedUntil} is not null and ${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`,
      ),
    // A price range is counted per currency of the services, on bounds of the stored lowest price.
    index('services_listed_price_idx')
      .on(t.currencyId, t.minPrice)
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    // Home lists the latest requests: the count and the page of one type come from this index.
    index('services_listed_type_idx')
      .on(t.type, t.publishedAt.desc())
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    // In the listing's own order ("rating desc" puts nulls first), so a page by rating is read from
    // the index instead of sorting every listed service.
    index('services_listed_rating_idx')
      .on(t.rating.desc().nullsFirst(), t.ratingsCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    index('services_search_vector_idx').using('gin', t.searchVector),
    // Search: the words of the names alone (weight A), so that matching names are found without
    // reading every matching document.
    index('services_listed_name_vector_idx')
      .using('gin', t.nameVector)
      .where(sql`${t.status} in ('open', 'holiday') and ${t.deletedAt} is null`),
    check(
      'services_holiday_dates',
      sql`(${t.holidayStart} is null) = (${t.holidayEnd} is null) and (${t.holidayEnd} is null or ${t.holidayEnd} >= ${t.holidayStart})`,
    ),
  ],
);

const serviceId = () =>
  integer('service_id')
    .notNull()
    .references(() => services.id, { onDelete: 'cascade' });

/** The price of a service: one `individual` row, or a basic, standard and premium plan. */
export const serviceBudgets = pgTable(
  'service_budgets',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    tier: text('tier', { enum: ['individual', 'basic', 'standard', 'premium'] }).notNull(),
    price: minorUnits('price').notNull(),
    deliveryDays: integer('delivery_days'),
  },
  (t) => [
    uniqueIndex('service_budgets_tier_idx').on(t.serviceId, t.tier),
    check('service_budgets_price_positive', sql`${t.price} > 0`),
  ],
);

export const serviceExtraOptions = pgTable(
  'service_extra_options',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    price: minorUnits('price').notNull(),
    description: text('description').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    unit: text('unit', { enum: ['day', 'week', 'month'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_extra_options_service_idx').on(t.serviceId),
    uniqueIndex('service_extra_options_same_idx').on(
      t.serviceId,
      t.price,
      t.description,
      t.deliveryDays,
      t.unit,
    ),
  ],
);

/** Where a service is offered. A null level means "all" of it (all cities of a state, and so on). */
export const servicePlaces = pgTable(
  'service_places',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [
    index('service_places_service_idx').on(t.serviceId),
    uniqueIndex('service_places_city_idx').on(t.serviceId, t.cityId).where(sql`${t.cityId} is not null`),
  ],
);

/** How to reach the author. Phone and e-mail carry no link: they show the account's own. */
export const serviceSocialChannels = pgTable(
  'service_social_channels',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    kind: text('kind').notNull(),
    link: text('link'),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [uniqueIndex('service_social_channels_kind_idx').on(t.serviceId, t.kind)],
);

/**
 * Pictures, voices, videos (an mp4 file or a YouTube or Vimeo link) and PDF certificates. Files are
 * kept under random names; `original_name` is only shown, never used to find a file.
 */
export const serviceMedia = pgTable(
  'service_media',
  {
    id: serial('id').primaryKey(),
    serviceId: serviceId(),
    kind: text('kind', { enum: ['image', 'voice', 'video', 'certificate'] }).notNull(),
    file: text('file'),
    thumb: text('thumb'),
    link: text('link'),
    mime: text('mime'),
    sizeBytes: integer('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name'),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_media_service_idx').on(t.serviceId, t.kind),
    uniqueIndex('service_media_main_idx').on(t.serviceId).where(sql`${t.isMain}`),
    check('service_media_file_or_link', sql`(${t.file} is null) <> (${t.link} is null)`),
  ],
);

export const serviceTags = pgTable(
  'service_tags',
  {
    serviceId: serviceId(),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.tagId] })],
);

/** The answers to the category's properties: chosen options and, for "other", a written value. */
export const serviceProperties = pgTable(
  'service_properties',
  {
    serviceId: serviceId(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => categoryProperties.id, { onDelete: 'cascade' }),
    chosen: integer('chosen').array().notNull().default(sql`'{}'::integer[]`),
    otherValue: text('other_value'),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.propertyId] })],
);
