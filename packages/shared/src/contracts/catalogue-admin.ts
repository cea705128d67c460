import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { teamReason, textField } from './fields';
import { decimalAmount } from './money';

/** The topics the FAQ page groups its questions under, in its order. */
export const FAQ_TOPICS = ['general', 'services', 'deals', 'payments', 'account'] as const;

/** A priced feature or rate as the admins edit it: its value as decimal text (a percent or an amount). */
export const teamPaidFeatureSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(['percentage', 'amount']),
  value: decimalAmount,
  currency: z.string().nullable(),
});
export type TeamPaidFeature = z.infer<typeof teamPaidFeatureSchema>;

/**
 * `PATCH /admin/fees/{slug}`: a new value, "5.00" for 5 % or an amount in the feature's currency;
 * it applies to the next price worked out (a deal or invoice already made keeps its own).
 */
export const teamPaidFeatureRequest = z.object({
  value: textField.max(24, { error: 'validation.max_chars' }),
  reason: teamReason,
});

/** A currency as the admins edit it: units one US dollar buys, and since when. */
export const teamCurrencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  minor_units: z.number().int(),
  usd_rate: decimalAmount,
  rate_updated_at: z.iso.datetime(),
});
export type TeamCurrency = z.infer<typeof teamCurrencySchema>;

/**
 * `PATCH /admin/currencies/{code}`: how many units of the currency one US dollar buys now. A move of
 * more than a fifth at once is refused until `confirm` says the admin means it (a slipped digit would
 * reprice every listing).
 */
export const teamCurrencyRateRequest = z.object({
  usd_rate: textField.max(30, { error: 'validation.max_chars' }),
  confirm: z.boolean().default(false),
  reason: teamReason,
});

/** A text in all four languages, each required: what a reader sees must exist in theirs. */
const localizedField = (max: number) => {
  const text = textField
    .min(1, { error: 'validation.required', abort: true })
    .min(2, { error: 'validation.min_chars' })
    .max(max, { error: 'validation.max_chars' });
  return z.object({ ar: text, en: text, fr: text, tr: text });
};

/** A place in a list the admins order: smaller first. */
const sortOrder = z.coerce
  .number({ error: 'validation.whole_number' })
  .int({ error: 'validation.whole_number' })
  .min(0, { error: 'validation.at_least' })
  .max(10_000, { error: 'validation.at_most' })
  .default(0);

/** A question of the FAQ in every language, as the admins edit it. */
export const teamFaqSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  topic: z.enum(FAQ_TOPICS),
  question: z.partialRecord(z.enum(LANGUAGES), z.string()),
  answer: z.partialRecord(z.enum(LANGUAGES), z.string()),
  sort_order: z.number().int(),
});
export type TeamFaq = z.infer<typeof teamFaqSchema>;

/** `POST /admin/faqs` and `PUT /admin/faqs/{id}`: the question and answer in all four languages. */
export const teamFaqRequest = z.object({
  topic: z.enum(FAQ_TOPICS, { error: 'validation.required' }),
  question: localizedField(200),
  answer: localizedField(2_000),
  sort_order: sortOrder,
});
export type TeamFaqRequest = z.infer<typeof teamFaqRequest>;

/** The icons a main category may show: the names the web bundle ships an icon for. */
export const CATEGORY_ICONS = [
  'code',
  'palette',
  'megaphone',
  'pen-line',
  'clapperboard',
  'music',
  'briefcase-business',
  'brain-circuit',
  'drafting-compass',
  'graduation-cap',
  'scale',
  'calculator',
  'camera',
  'wrench',
  'party-popper',
  'heart-pulse',
  'sparkles',
  'shopping-cart',
  'server',
  'building-2',
  'truck',
  'scissors',
] as const;
export type CategoryIconName = (typeof CATEGORY_ICONS)[number];

/** A category in every language, as the admins edit it; `parent_id` is null for a main category. */
export const teamCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  icon: z.string().nullable(),
  name: z.partialRecord(z.enum(LANGUAGES), z.string()),
  description: z.partialRecord(z.enum(LANGUAGES), z.string()),
  sort_order: z.number().int(),
  services_count: z.number().int(),
});
export type TeamCategory = z.infer<typeof teamCategorySchema>;

/**
 * `PUT /admin/categories/{id}`: names and descriptions in the four languages, the icon (a main
 * category's) and the place in its list. The address (`slug`) stays: links to it live on.
 */
export const teamCategoryRequest = z.object({
  name: localizedField(80),
  description: localizedField(500),
  icon: z.enum(CATEGORY_ICONS, { error: 'validation.invalid_choice' }).nullable().default(null),
  sort_order: sortOrder,
});
export type TeamCategoryRequest = z.infer<typeof teamCategoryRequest>;

/** `POST /admin/categories`: a new main category, or a sub category of `parent_id`. */
export const teamNewCategoryRequest = teamCategoryRequest.extend({
  parent_id: z.coerce.number().int().min(1).max(2_147_483_647).nullable().default(null),
});

/** The legal pages the admins write: the privacy policy and the terms and conditions. */
export const STATIC_PAGES = ['privacy', 'terms'] as const;
export type StaticPageSlug = (typeof STATIC_PAGES)[number];

/** A legal page in one language: title, introduction and numbered sections of paragraphs. */
export const staticPageTextSchema = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ title: z.string(), paragraphs: z.array(z.string()) })),
});
export type StaticPageText = z.infer<typeof staticPageTextSchema>;

/** `GET /pages/{slug}`: the page as last saved, in the reader's language. */
export const staticPageSchema = staticPageTextSchema.extend({ updated_at: z.iso.datetime() });
export type StaticPage = z.infer<typeof staticPageSchema>;

/** `GET /admin/pages`: each page in every language, or null while it still shows the shipped text. */
export const teamStaticPageSchema = z.object({
  slug: z.enum(STATIC_PAGES),
  content: z.partialRecord(z.enum(LANGUAGES), staticPageTextSchema).nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type TeamStaticPage = z.infer<typeof teamStaticPageSchema>;

const pageText = (min: number, max: number) =>
  textField
    .min(1, { error: 'validation.required', abort: true })
    .min(min, { error: 'validation.min_chars' })
    .max(max, { error: 'validation.max_chars' });

const pageTextRequest = z.object({
  title: pageText(2, 120),
  intro: pageText(2, 1_000),
  sections: z
    .array(
      z.object({
        title: pageText(2, 160),
        paragraphs: z
          .array(pageText(2, 4_000))
          .min(1, { error: 'validation.legal_sections' })
          .max(30, { error: 'validation.legal_sections' }),
      }),
    )
    .min(1, { error: 'validation.legal_sections' })
    .max(40, { error: 'validation.legal_sections' }),
});

/** `PUT /admin/pages/{slug}`: the page in all four languages, with why it changed. */
export const teamStaticPageRequest = z.object({
  content: z.object({ ar: pageTextRequest, en: pageTextRequest, fr: pageTextRequest, tr: pageTextRequest }),
  reason: teamReason,
});

/** A property of a main category (what a service's author answers), with its options, as edited. */
export const teamPropertySchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  key: z.string(),
  name: z.partialRecord(z.enum(LANGUAGES), z.string()),
  sort_order: z.number().int(),
  options: z.array(
    z.object({
      id: z.number().int(),
      name: z.partialRecord(z.enum(LANGUAGES), z.string()),
      sort_order: z.number().int(),
    }),
  ),
});
export type TeamProperty = z.infer<typeof teamPropertySchema>;

/**
 * `POST /admin/categories/{id}/properties` and `PUT /admin/properties/{id}`: the property's name and
 * its options in the four languages. Options are renamed by `id` and added without one; none is ever
 * removed, since services keep the options they chose.
 */
export const teamPropertyRequest = z.object({
  name: localizedField(80),
  sort_order: sortOrder,
  options: z
    .array(
      z.object({
        id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        name: localizedField(80),
      }),
    )
    .min(1, { error: 'validation.options_needed' })
    .max(60, { error: 'validation.options_needed' }),
});
export type TeamPropertyRequest = z.infer<typeof teamPropertyRequest>;
