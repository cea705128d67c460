import { z } from 'zod';
import { LANGUAGES } from '../languages';
import { textField } from './fields';
import { decimalAmount } from './money';

/** Reply shapes of the catalogue endpoints. Texts arrive already in the request's language. */
export const categorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  slug: z.string(),
  icon: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  services_count: z.number().int(),
  popular_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryTreeItemSchema = categorySchema.extend({ children: z.array(categorySchema) });
export type CategoryTreeItem = z.infer<typeof categoryTreeItemSchema>;

export const propertyOptionSchema = z.object({
  id: z.union([z.number().int(), z.literal('other')]),
  name: z.string(),
});
export const propertySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  options: z.array(propertyOptionSchema),
});
export type Property = z.infer<typeof propertySchema>;

export const tagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category_id: z.number().int().nullable(),
});
export type Tag = z.infer<typeof tagSchema>;

export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  currency: z.string(),
  currency_name: z.string(),
  minor_units: z.number().int(),
  label: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  phone_code: z.string(),
  phone_digits: z.array(z.number().int()),
  flag: z.string(),
  timezone: z.string(),
  currency: z.string(),
  currency_name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const placeSchema = z.object({ id: z.number().int(), name: z.string() });
export const stateSchema = placeSchema.extend({ country_id: z.number().int(), code: z.string() });
export const citySchema = placeSchema.extend({ state_id: z.number().int() });

export const exchangeRateSchema = z.object({
  from: z.string(),
  to: z.string(),
  rate: z.string(),
  updated_at: z.string(),
});
export const exchangeRateQuery = z.object({
  from: textField.toUpperCase().length(3, { error: 'validation.currency_code' }),
  to: textField.toUpperCase().length(3, { error: 'validation.currency_code' }),
});

export const timezoneSchema = z.object({ name: z.string(), timezone: z.string(), offset: z.string() });
export const localeSchema = z.object({
  code: z.enum(LANGUAGES),
  name: z.string(),
  dir: z.enum(['rtl', 'ltr']),
});

export const faqSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;

export const statisticsSchema = z.object({
  main_categories: z.number().int(),
  sub_categories: z.number().int(),
  countries: z.number().int(),
  cities: z.number().int(),
  currencies: z.number().int(),
  languages: z.number().int(),
  faqs: z.number().int(),
  suggestions: z.number().int(),
  app_ratings: z.number().int(),
  average_app_rating: z.string().nullable(),
});
export type Statistics = z.infer<typeof statisticsSchema>;

export const paidFeatureSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(['percentage', 'amount']),
  // A percentage ("5.00") or an amount of `currency`, both decimal text.
  price: decimalAmount,
  currency: z.string().nullable(),
  name: z.string(),
});
export type PaidFeature = z.infer<typeof paidFeatureSchema>;

export const platformPricingSchema = z.object({
  currency: z.string(),
  government_tax_percentage: decimalAmount,
  client_service_fee_percentage: decimalAmount,
  provider_commission_percentage: decimalAmount,
  minimum_service_fee: decimalAmount,
  card_top_up_fee_percentage: decimalAmount,
});
export type PlatformPricing = z.infer<typeof platformPricingSchema>;
