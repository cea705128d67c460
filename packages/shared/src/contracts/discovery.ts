import { z } from 'zod';
import {
  DELIVERY_DAYS_MAX,
  DELIVERY_UNITS,
  LISTING_SORTS,
  PAGE_SIZES,
  REPORT_REASON_MAX_CHARS,
  REPORT_REASON_MIN_CHARS,
  SERVICE_TYPES,
} from '../business-constants';
import { toLatinDigits } from '../digits';
import { PLAN_TIERS } from '../service-rules/pricing';
import { SERVICE_STATUSES } from '../service-rules/service-states';
import { SOCIAL_CHANNEL_KINDS } from '../service-rules/social-channels';
import { idField, isIdText, textField } from './fields';
import { moneyReplySchema } from './money';

/**
 * Replies and queries of discovery: search, listings, service and provider pages, favourites,
 * reports and follows (SPEC.md section 7, "Services", "Catalogue", "Providers", "Social").
 * Money is decimal text; `converted` is the same amount in the visitor's currency (the `currency`
 * request header) when that differs from the service's own.
 */
export const moneySchema = moneyReplySchema;
export const priceSchema = moneySchema.extend({ converted: moneySchema.nullable() });
export type Price = z.infer<typeof priceSchema>;

const id = z.number().int();
const namedRef = z.object({ id, name: z.string(), slug: z.string() });

// ---- search -------------------------------------------------------------------------------------

export const SEARCH_TYPES = ['service', 'provider'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const searchQuery = z.object({
  name: textField.max(100).default(''),
  type: z.enum(SEARCH_TYPES).catch('service'),
});

/** SPEC.md section 3: thumbnail and a placeholder colour for services, medium for providers. */
export const searchResultSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  media: z.object({
    thumbnail: z.string().nullable().optional(),
    place_holder: z.object({ medium_bg: z.string() }).optional(),
    medium: z.string().nullable().optional(),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchSuggestionSchema = z.object({
  text: z.string(),
  kind: z.enum(['category', 'tag']),
  slug: z.string(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

// ---- cards --------------------------------------------------------------------------------------

export const providerSummarySchema = z.object({
  id,
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  rating: z.string(),
  ratings_count: z.number().int(),
});
export type ProviderSummary = z.infer<typeof providerSummarySchema>;

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const serviceCardSchema = z.object({
  id,
  code: z.string(),
  slug: z.string(),
  type: z.enum(SERVICE_TYPES),
  status: z.enum(SERVICE_STATUSES),
  name: z.string(),
  thumb: imageSchema.nullable(),
  placeholder_bg: z.string(),
  price_from: priceSchema.nullable(),
  min_delivery_days: z.number().int().nullable(),
  rating: z.string(),
  ratings_count: z.number().int(),
  views: z.number().int(),
  promoted: z.boolean(),
  main_category: namedRef.nullable(),
  category: namedRef.nullable(),
  location: z.string().nullable(),
  provider: providerSummarySchema,
  published_at: z.string().nullable(),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

export const providerCardSchema = providerSummarySchema.extend({
  account_type: z.string(),
  bio: z.string().nullable(),
  services_count: z.number().int(),
  country: z.object({ name: z.string(), flag: z.string() }).nullable(),
  city: z.string().nullable(),
  is_online: z.boolean(),
  experiences: z.array(z.string()),
  member_since: z.string(),
});
export type ProviderCard = z.infer<typeof providerCardSchema>;

// ---- listing queries ----------------------------------------------------------------------------

const optionalId = idField.optional().catch(undefined);
// Amounts and day counts may be typed with Arabic-Indic or Persian digits.
const optionalAmount = textField
  .overwrite(toLatinDigits)
  .regex(/^\d{1,9}(\.\d{1,3})?$/)
  .optional()
  .catch(undefined);

/**
 * The filters of the services listing. Query strings are forgiving: a malformed value is dropped
 * rather than refused, so that a shared or hand-edited link still shows a listing.
 */
export const serviceListingQuery = z.object({
  name: textField.max(100).optional().catch(undefined),
  main_category_id: optionalId,
  category_id: optionalId,
  options: textField
    .regex(/^\d+(,\d+)*$/)
    .refine((list) => list.split(',').every(isIdText))
    .optional()
    .catch(undefined),
  min_price: optionalAmount,
  max_price: optionalAmount,
  country_id: optionalId,
  state_id: optionalId,
  city_id: optionalId,
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  delivery_days: z
    .string()
    .overwrite(toLatinDigits)
    .pipe(z.coerce.number<string>().int().min(1).max(DELIVERY_DAYS_MAX))
    .optional()
    .catch(undefined),
  type: z.enum(SERVICE_TYPES).optional().catch(undefined),
  sort: z.enum(LISTING_SORTS).catch('latest'),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(PAGE_SIZES[0]),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type ServiceListingQuery = z.infer<typeof serviceListingQuery>;

export const providerListingQuery = z.object({
  name: textField.max(100).optional().catch(undefined),
  country_id: optionalId,
  state_id: optionalId,
  city_id: optionalId,
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
  main_category_id: optionalId,
  sort: z.enum(LISTING_SORTS).catch('rating'),
  per_page: serviceListingQuery.shape.per_page,
  page: serviceListingQuery.shape.page,
});
export type ProviderListingQuery = z.infer<typeof providerListingQuery>;

// ---- service page -------------------------------------------------------------------------------

export const subRatingsSchema = z.object({
  attitude: z.string(),
  quality: z.string(),
  commitment: z.string(),
  deal_again: z.string(),
});

export const reviewSchema = z.object({
  id,
  rating: z.string(),
  attitude: z.number().int(),
  quality: z.number().int(),
  commitment: z.number().int(),
  deal_again: z.number().int(),
  comment: z.string(),
  created_at: z.string(),
  reviewer: providerSummarySchema.pick({ id: true, name: true, slug: true, avatar_url: true }),
  service: namedRef.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const serviceDetailSchema = serviceCardSchema.extend({
  description: z.string(),
  other_cat: z.string().nullable(),
  tags: z.array(z.object({ id, name: z.string() })),
  experiences: z.array(z.string()),
  genders: z.array(z.string()),
  properties: z.array(z.object({ id, name: z.string(), values: z.array(z.string()) })),
  pricing: z.enum(['individual', 'plans']).nullable(),
  budgets: z.array(
    z.object({
      tier: z.enum(['individual', ...PLAN_TIERS]),
      price: priceSchema,
      delivery_days: z.number().int().nullable(),
    }),
  ),
  extra_options: z.array(
    z.object({
      id,
      price: priceSchema,
      description: z.string(),
      delivery_days: z.number().int(),
      unit: z.enum(DELIVERY_UNITS),
    }),
  ),
  places: z.array(
    z.object({ country: z.string().nullable(), state: z.string().nullable(), city: z.string().nullable() }),
  ),
  social_media: z.array(z.object({ kind: z.enum(SOCIAL_CHANNEL_KINDS), link: z.string().nullable() })),
  images: z.array(
    z.object({
      id,
      url: z.string(),
      thumb_url: z.string().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      is_main: z.boolean(),
    }),
  ),
  voices: z.array(z.object({ id, url: z.string(), name: z.string().nullable() })),
  videos: z.array(
    z.object({
      id,
      kind: z.enum(['file', 'youtube', 'vimeo']),
      url: z.string(),
      embed_url: z.string().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({ id, url: z.string(), name: z.string().nullable(), size_bytes: z.number().int().nullable() }),
  ),
  sub_ratings: subRatingsSchema,
  holiday: z.object({ start: z.string(), end: z.string() }).nullable(),
  expired_at: z.string().nullable(),
  can_contact: z.boolean(),
  is_own: z.boolean(),
  languages: z.array(z.string()),
});
export type ServiceDetail = z.infer<typeof serviceDetailSchema>;

// ---- provider page ------------------------------------------------------------------------------

export const providerDetailSchema = providerCardSchema.extend({
  bio: z.string().nullable(),
  state: z.string().nullable(),
  gender: z.string(),
  views: z.number().int(),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  provided_count: z.number().int(),
  requested_count: z.number().int(),
  sub_ratings: subRatingsSchema,
  is_following: z.boolean(),
  is_own: z.boolean(),
});
export type ProviderDetail = z.infer<typeof providerDetailSchema>;

export const providerServicesQuery = z.object({
  type: z.enum(SERVICE_TYPES).catch('provided'),
  page: serviceListingQuery.shape.page,
});

// ---- favourites, reports, follows ---------------------------------------------------------------

export const FAVORITE_TYPES = ['service', 'provider'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
/** What a heart is put on: the two kinds the favourites pages list, and a deal (my deals' favoured tab). */
export const FAVORITE_TOGGLE_TYPES = [...FAVORITE_TYPES, 'deal'] as const;
export type FavoriteToggleType = (typeof FAVORITE_TOGGLE_TYPES)[number];
export const favoriteToggleRequest = z.object({
  type: z.enum(FAVORITE_TOGGLE_TYPES, { error: 'validation.invalid_choice' }),
  type_id: idField,
});
export const favoritesQuery = z.object({
  type: z.enum(FAVORITE_TYPES).catch('service'),
  perPage: serviceListingQuery.shape.per_page,
  sortBy: z.enum(['latest', 'oldest']).catch('latest'),
  page: serviceListingQuery.shape.page,
});
export const favoriteIdsSchema = z.object({ service: z.array(id), provider: z.array(id) });
/** The reply of adding or removing a favourite: where the heart now stands. */
export const favoriteStateSchema = z.object({
  type: z.enum(FAVORITE_TOGGLE_TYPES),
  type_id: id,
  is_favorite: z.boolean(),
});
/** The reply of following or unfollowing: the followed account's new count of followers. */
export const followStateSchema = z.object({ is_following: z.boolean(), followers_count: z.number().int() });

export const reportRequest = z.object({
  type: z.enum(FAVORITE_TYPES, { error: 'validation.invalid_choice' }),
  type_id: idField,
  reason: textField
    // A blank reason is only "required", not also "too short".
    .min(1, { error: 'validation.required', abort: true })
    .min(REPORT_REASON_MIN_CHARS, { error: 'validation.min_chars' })
    .max(REPORT_REASON_MAX_CHARS, { error: 'validation.max_chars' }),
});

// ---- sitemaps -----------------------------------------------------------------------------------

/** Listed services or providers in pages of `SITEMAP_PAGE_SIZE`, oldest first so pages stay put. */
export const sitemapQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });
/** One address of a sitemap: the slug of the page and when it last changed. */
export const sitemapEntrySchema = z.object({ slug: z.string(), updated_at: z.string() });
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
const sitemapPagesSchema = z.array(z.object({ page: z.number().int(), updated_at: z.string() }));
/** The pages of the services and providers sitemaps, each with its latest change, for the index. */
export const sitemapSummarySchema = z.object({
  page_size: z.number().int(),
  services: sitemapPagesSchema,
  providers: sitemapPagesSchema,
  articles: sitemapPagesSchema,
});
export type SitemapSummary = z.infer<typeof sitemapSummarySchema>;
