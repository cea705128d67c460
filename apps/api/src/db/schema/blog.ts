import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A picture uploaded for an article before the article is saved (the editor shows it at once). It
 * belongs to its uploader; saving an article takes it, and pictures no article took are removed
 * after a day.
 */
export const articlePhotos = pgTable(
  'article_photos',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    thumb: text('thumb').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('article_photos_owner_idx').on(t.ownerId)],
);

/**
 * An article of the blog (SPEC.md section 3). `status` is driven by the article table of
 * packages/shared (blog-rules/article-states.ts) and nothing else. `body` is rich text already
 * cleaned; `excerpt` its first words as plain text, for cards and descriptions. `translation_of`
 * points at the article of the same author this one translates: a group is the first article and
 * its translations, one per language.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    excerpt: text('excerpt').notNull(),
    words: integer('words').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    photoId: integer('photo_id').references(() => articlePhotos.id, { onDelete: 'set null' }),
    translationOf: integer('translation_of'),
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    publishedAt: at('published_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_slug_unique').on(t.slug),
    // One article per language in a group of translations.
    uniqueIndex('articles_translation_language_unique')
      .on(t.translationOf, t.language)
      .where(sql`${t.translationOf} is not null`),
    index('articles_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('articles_author_idx').on(t.authorId, t.status, t.updatedAt.desc()),
    index('articles_tags_idx').using('gin', t.tags),
    check('articles_status_known', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('articles_language_known', sql`${t.language} in ('ar', 'en', 'fr', 'tr')`),
  ],
);
