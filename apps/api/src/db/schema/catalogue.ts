import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, localized } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull().unique(),
    icon: text('icon'),
    name: localized('name'),
    description: localized('description'),
    sortOrder: integer('sort_order').notNull().default(0),
    // Kept up to date by the services module; read often, so stored rather than counted per request.
    servicesCount: integer('services_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const categoryProperties = pgTable(
  'category_properties',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: localized('name'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('category_properties_key_idx').on(t.categoryId, t.key)],
);

export const propertyOptions = pgTable(
  'property_options',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => categoryProperties.id, { onDelete: 'cascade' }),
    name: localized('name'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [uniqueIndex('property_options_order_idx').on(t.propertyId, t.sortOrder)],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name'),
    // The team's tags are suggested to everyone; a tag an author typed is suggested only once a
    // published service carries it, so nobody can plant words in everyone's suggestions.
    origin: text('origin', { enum: ['team', 'author'] })
      .notNull()
      .default('team'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_category_slug_idx').on(t.categoryId, t.slug)],
);

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 3 }).notNull().unique(),
  symbol: text('symbol').notNull(),
  minorUnits: smallint('minor_units').notNull(),
  name: localized('name'),
  // Units of this currency that one US dollar buys; cross rates are computed in SQL, never in floats.
  usdRate: numeric('usd_rate', { precision: 24, scale: 10 }).notNull(),
  rateUpdatedAt: timestamp('rate_updated_at', { withTimezone: true }).notNull().defaultNow(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: char('code', { length: 2 }).notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  phoneDigits: integer('phone_digits').array().notNull(),
  flag: text('flag').notNull(),
  timezone: text('timezone').notNull(),
  currencyId: integer('currency_id')
    .notNull()
    .references(() => currencies.id),
  name: localized('name'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: localized('name'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('states_country_code_idx').on(t.countryId, t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: localized('name'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('cities_state_slug_idx').on(t.stateId, t.slug)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  topic: text('topic').notNull(),
  question: localized('question'),
  answer: localized('answer'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * Priced features and rates of the platform. A percentage is stored in basis points (500 = 5.00 %),
 * an amount in minor units of `currency_code` (a `bigint`, like every amount), so that no money is
 * ever a float; an amount always names its currency, a percentage never does.
 */
export const paidFeatures = pgTable(
  'paid_features',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: ['percentage', 'amount'] }).notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    currencyCode: char('currency_code', { length: 3 }),
    name: localized('name'),
  },
  (t) => [
    check('paid_features_value_positive', sql`${t.value} >= 0`),
    check('paid_features_amount_currency', sql`(${t.kind} = 'amount') = (${t.currencyCode} is not null)`),
  ],
);
