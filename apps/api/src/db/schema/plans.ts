import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, localized } from './columns';

/**
 * What an account may publish. Every account is on the free plan until it subscribes to another; the
 * free plan is written by the migration that creates this table, so every database has it.
 */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: localized('name'),
  // Services an account may hold at once, drafts included (deleted ones do not count).
  servicesLimit: integer('services_limit').notNull(),
  // Files and links one service may carry, all kinds together.
  mediaLimit: integer('media_limit').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});
