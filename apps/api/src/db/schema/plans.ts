import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, localized } from './columns';

/**
 * What an account may publish, and what a paid plan costs. Every account is on the free plan until it
 * subscribes to another; the free plan (and the first paid ones) are written by the migrations, and
 * every limit is data the team may change later without a release.
 */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  description: localized('description').default({ ar: '', en: '', fr: '', tr: '' }),
  // Prices in fils (AED minor units), before tax; the free plan's are zero.
  monthlyPrice: bigint('monthly_price', { mode: 'bigint' }).notNull().default(sql`0`),
  annualPrice: bigint('annual_price', { mode: 'bigint' }).notNull().default(sql`0`),
  // Services an account may hold at once, drafts included (deleted ones do not count).
  servicesLimit: integer('services_limit').notNull(),
  // Files and links one service may carry, all kinds together.
  mediaLimit: integer('media_limit').notNull(),
  // Deliveries a provider may send in one deal, fixed on each deal when it is made.
  deliveriesLimit: integer('deliveries_limit').notNull().default(3),
  // The discount on paid promotion (marks), in basis points of its price.
  markDiscountBps: integer('mark_discount_bps').notNull().default(0),
  // Keys of what the plan offers, each a sentence of the catalogs' plans.features section.
  features: jsonb('features').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});
