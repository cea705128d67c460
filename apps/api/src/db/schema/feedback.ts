import { sql } from 'drizzle-orm';
import { check, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const suggestions = pgTable('suggestions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  platform: text('platform').notNull(),
  createdAt: createdAt(),
});

export const appRatings = pgTable(
  'app_ratings',
  {
    id: serial('id').primaryKey(),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull(),
    locale: text('locale').notNull(),
    platform: text('platform').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('app_ratings_stars_range', sql`${t.stars} between 1 and 5`)],
);
