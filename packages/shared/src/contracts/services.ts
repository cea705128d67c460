import { z } from 'zod';
import {
  DELIVERY_DAYS_MAX,
  DELIVERY_UNITS,
  EXTRA_OPTION_DESCRIPTION_MAX_CHARS,
  SERVICE_NAME_MAX_CHARS,
  SERVICE_OTHER_VALUE_MAX_CHARS,
  SERVICE_TAG_MAX_CHARS,
  SERVICE_TAGS_MAX,
  SERVICE_TYPES,
} from '../business-constants';
import { toLatinDigits } from '../digits';
import { LANGUAGES } from '../languages';
import { PLAN_TIERS, PRICING_MODES } from '../service-rules/pricing';
import { SERVICE_STATUSES } from '../service-rules/service-states';
import { SOCIAL_CHANNEL_KINDS } from '../service-rules/social-channels';
import { EXPERIENCES, GENDERS } from './auth';
import { idField, textField } from './fields';
import { decimalAmount } from './money';

/**
 * Requests and replies of the services calls (SPEC.md section 7, "Services"). Prices travel as decimal
 * text in the service's currency ("150.00"); the server keeps minor units.
 */
const id = idField;
const ymd = z.iso.date({ error: 'validation.date' });

export const serviceTypeField = z.enum(SERVICE_TYPES, { error: 'validation.invalid_choice' });

/** A text in any of the four languages; blank ones are dropped. */
const translationsOf = (max: number) =>
  z
    .partialRecord(z.enum(LANGUAGES), textField.max(max, { error: 'validation.max_chars' }))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text)));

export const createServiceRequest = z.object({ type: serviceTypeField });

export const servicePropertyInput = z.object({
  id,
  chosen: z.array(id).max(30).default([]),
  other_value: textField
    .max(SERVICE_OTHER_VALUE_MAX_CHARS, { error: 'validation.max_chars' })
    .nullish()
    .transform((v) => v || null),
});

const budgetInput = z.object({
  price: textField.overwrite(toLatinDigits).max(20).optional(),
  delivery_days: z.number().int().nullish(),
});

export const socialChannelInput = z.object({
  kind: z.enum(SOCIAL_CHANNEL_KINDS, { error: 'validation.invalid_choice' }),
  link: textField.max(300).nullish(),
  visible: z.boolean().default(true),
});
export type SocialChannelInput = z.infer<typeof socialChannelInput>;

/**
 * Everything the wizard saves, all optional: a draft keeps whatever was written so far. The same
 * body submits, when the stored service and this body together are complete.
 */
export const saveServiceRequest = z.object({
  names: translationsOf(SERVICE_NAME_MAX_CHARS).optional(),
  // Rich text; its length is counted without markup by the server after sanitising.
  descriptions: translationsOf(20_000).optional(),
  main_category_id: id.nullish(),
  category_id: id.nullish(),
  other_cat: textField.max(80, { error: 'validation.max_chars' }).nullish(),
  tag_ids: z.array(id).max(SERVICE_TAGS_MAX, { error: 'validation.tags_max' }).optional(),
  properties: z.array(servicePropertyInput).max(50).optional(),
  experiences: z
    .array(z.enum(EXPERIENCES, { error: 'validation.invalid_choice' }))
    .max(5)
    .optional(),
  genders: z
    .array(z.enum(GENDERS, { error: 'validation.invalid_choice' }))
    .max(3)
    .optional(),
  currency_id: id.nullish(),
  pricing: z.enum(PRICING_MODES, { error: 'validation.invalid_choice' }).nullish(),
  budgets: z.partialRecord(z.enum(['individual', ...PLAN_TIERS]), budgetInput).optional(),
  social_media: z.array(socialChannelInput).max(SOCIAL_CHANNEL_KINDS.length).optional(),
  expired_at: ymd.nullish(),
});
export type SaveServiceRequest = z.input<typeof saveServiceRequest>;

export const addTagsRequest = z.object({
  tags: z
    .array(
      textField
        .min(2, { error: 'validation.min_chars' })
        .max(SERVICE_TAG_MAX_CHARS, { error: 'validation.max_chars' }),
    )
    .min(1, { error: 'validation.required' })
    .max(SERVICE_TAGS_MAX, { error: 'validation.tags_max' }),
  // The category chosen in the wizard, which a first save has not stored yet; else the stored one.
  category_id: id.optional(),
});

/** A place; a missing level means "all" of it. */
export const addPlaceRequest = z.object({
  country_id: id.nullish().transform((v) => v ?? null),
  state_id: id.nullish().transform((v) => v ?? null),
  city_id: id.nullish().transform((v) => v ?? null),
});

export const extraOptionRequest = z.object({
  service_id: id,
  price: textField.overwrite(toLatinDigits).min(1, { error: 'validation.required' }),
  description: textField
    .min(3, { error: 'validation.min_chars' })
    .max(EXTRA_OPTION_DESCRIPTION_MAX_CHARS, { error: 'validation.max_chars' }),
  // A count as typed ("٣") or as a number; either way a whole number of days.
  delivery_days: z
    .union([z.number(), z.string().trim().overwrite(toLatinDigits)], { error: 'validation.required' })
    .pipe(
      z.coerce
        .number<string | number>({ error: 'validation.required' })
        .int({ error: 'validation.delivery_days' })
        .min(1, { error: 'validation.delivery_days' })
        .max(DELIVERY_DAYS_MAX, { error: 'validation.delivery_days' }),
    ),
  unit: z.enum(DELIVERY_UNITS, { error: 'validation.invalid_choice' }),
});
export const updateExtraOptionRequest = extraOptionRequest.omit({ service_id: true });

export const reopenRequest = z.object({ until: ymd.nullish() });
export const holidayRequest = z.object({
  holiday_start: ymd.or(z.literal('').transform(() => undefined)).pipe(ymd),
  holiday_end: ymd.or(z.literal('').transform(() => undefined)).pipe(ymd),
});
export const selectMainImageRequest = z.object({ media_id: id });
export const videoLinkRequest = z.object({
  link: textField.min(1, { error: 'validation.required' }).max(300),
});
export const translateDescriptionRequest = z.object({
  source: z.enum(LANGUAGES).optional(),
  target: z.enum(LANGUAGES, { error: 'validation.invalid_choice' }),
});

export const myServicesQuery = z.object({
  type: serviceTypeField.default('provided'),
  status: z.enum(['all', 'open', 'closed', 'holiday']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

// ---- Replies ----

const namedRef = z.object({ id: z.number().int(), name: z.string() });

export const serviceMediumSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'voice', 'video', 'certificate']),
  url: z.string().nullable(),
  thumb_url: z.string().nullable(),
  link: z.string().nullable(),
  embed_url: z.string().nullable(),
  mime: z.string().nullable(),
  size: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  name: z.string().nullable(),
  is_main: z.boolean(),
});
export type ServiceMedium = z.infer<typeof serviceMediumSchema>;

export const servicePlaceSchema = z.object({
  id: z.number().int(),
  country: namedRef.nullable(),
  state: namedRef.nullable(),
  city: namedRef.nullable(),
});
export type ServicePlace = z.infer<typeof servicePlaceSchema>;

export const extraOptionSchema = z.object({
  id: z.number().int(),
  price: decimalAmount,
  description: z.string(),
  delivery_days: z.number().int(),
  unit: z.enum(DELIVERY_UNITS),
});
export type ExtraOption = z.infer<typeof extraOptionSchema>;

export const budgetSchema = z.object({
  tier: z.enum(['individual', ...PLAN_TIERS]),
  price: decimalAmount,
  delivery_days: z.number().int().nullable(),
});

export const socialChannelSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SOCIAL_CHANNEL_KINDS),
  link: z.string().nullable(),
  visible: z.boolean(),
});

export const servicePropertySchema = z.object({
  id: z.number().int(),
  chosen: z.array(z.number().int()),
  other_value: z.string().nullable(),
});

export const limitationSchema = z.object({
  plan: z.string(),
  services_limit: z.number().int(),
  services_used: z.number().int(),
  media_limit: z.number().int(),
});
export type Limitation = z.infer<typeof limitationSchema>;

export const WIZARD_STEPS = ['general', 'files', 'communication'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const stepProblemSchema = z.object({
  field: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** The whole service as its owner edits it: every language it is written in, and what is missing. */
export const serviceEditSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  type: serviceTypeField,
  status: z.enum(SERVICE_STATUSES),
  name: z.string(),
  names: z.partialRecord(z.enum(LANGUAGES), z.string()),
  descriptions: z.partialRecord(z.enum(LANGUAGES), z.string()),
  main_category_id: z.number().int().nullable(),
  category_id: z.number().int().nullable(),
  other_cat: z.string().nullable(),
  tags: z.array(namedRef),
  properties: z.array(servicePropertySchema).optional(),
  experiences: z.array(z.enum(EXPERIENCES)),
  genders: z.array(z.enum(GENDERS)),
  currency: z.object({ id: z.number().int(), code: z.string(), minor_units: z.number().int() }).nullable(),
  pricing: z.enum(PRICING_MODES).nullable(),
  budgets: z.array(budgetSchema),
  minimum_price: decimalAmount.nullable(),
  extra_options: z.array(extraOptionSchema),
  places: z.array(servicePlaceSchema),
  social_media: z.array(socialChannelSchema),
  media: z.array(serviceMediumSchema),
  main_image: serviceMediumSchema.nullable(),
  expired_at: z.string().nullable(),
  open_until: z.string().nullable(),
  holiday: z.object({ start: z.string(), end: z.string() }).nullable(),
  views: z.number().int(),
  rating: z.string(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  steps: z.record(z.enum(WIZARD_STEPS), z.array(stepProblemSchema)),
});
export type ServiceEdit = z.infer<typeof serviceEditSchema>;

export const serviceDraftReplySchema = z.object({ service: serviceEditSchema, limitation: limitationSchema });

/** One line of "my services". */
export const myServiceSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  type: serviceTypeField,
  status: z.enum(SERVICE_STATUSES),
  name: z.string(),
  thumb_url: z.string().nullable(),
  price_from: decimalAmount.nullable(),
  currency: z.string().nullable(),
  views: z.number().int(),
  rating: z.string(),
  open_until: z.string().nullable(),
  expired_at: z.string().nullable(),
  holiday: z.object({ start: z.string(), end: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyService = z.infer<typeof myServiceSchema>;

export const minimumPriceSchema = z.object({
  currency_id: z.number().int(),
  code: z.string(),
  minimum: decimalAmount,
});
export const translatedTextSchema = z.object({ text: z.string(), target: z.enum(LANGUAGES) });
