import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One section of a legal page: its heading and its paragraphs. */
export type StaticPageSection = { title: string; paragraphs: string[] };
/** A legal page in one language. */
export type StaticPageText = { title: string; intro: string; sections: StaticPageSection[] };

/**
 * The legal pages (privacy policy, terms) as the admins last wrote them, in every language. A page
 * with no row shows the text the product ships with; the first save takes over from it.
 */
export const staticPages = pgTable('static_pages', {
  slug: text('slug', { enum: ['privacy', 'terms'] }).primaryKey(),
  content: jsonb('content').$type<Record<'ar' | 'en' | 'fr' | 'tr', StaticPageText>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
