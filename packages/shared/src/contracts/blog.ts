import { z } from 'zod';
import { ARTICLE_STATUSES } from '../blog-rules/article-states';
import {
  ARTICLE_REJECTION_REASON_MAX_CHARS,
  ARTICLE_TAG_MAX_CHARS,
  ARTICLE_TAGS_MAX,
  ARTICLE_TITLE_MAX_CHARS,
  ARTICLE_TITLE_MIN_CHARS,
  ARTICLES_PER_PAGE,
} from '../business-constants';
import { LANGUAGES } from '../languages';
import { providerSummarySchema } from './discovery';
import { idField, textField } from './fields';

/**
 * The blog (SPEC.md sections 2, 3 and 7; issue 21): articles written by accounts in one of the four
 * languages, moderated by the team before anyone else reads them. An article may name another of its
 * author's articles it translates, so the two pages point at each other (hreflang).
 */

const language = z.enum(LANGUAGES, { error: 'validation.invalid_choice' });

/** A tag as written: trimmed, lower case, inner spaces folded; the same tag twice is kept once. */
const tag = textField
  .min(2, { error: 'validation.min_chars' })
  .max(ARTICLE_TAG_MAX_CHARS, { error: 'validation.max_chars' })
  .transform((value) => value.toLocaleLowerCase().replace(/\s+/g, ' '));

/** `POST /blogs` and `PUT /blogs/{id}`: what the author writes. The body is rich text, cleaned by the server. */
export const articleInput = z.object({
  title: textField
    .min(ARTICLE_TITLE_MIN_CHARS, { error: 'validation.min_chars' })
    .max(ARTICLE_TITLE_MAX_CHARS, { error: 'validation.max_chars' }),
  language,
  // Its visible length is checked once cleaned; this bounds what is read at all.
  body: textField.max(200_000, { error: 'validation.max_chars' }),
  tags: z
    .array(tag, { error: 'validation.invalid' })
    .max(ARTICLE_TAGS_MAX, { error: 'validation.tags_max' })
    .transform((tags) => [...new Set(tags)])
    .default([]),
  photo_id: idField.nullish(),
  /** Another article of the same author, in another language, that this one translates. */
  translation_of: idField.nullish(),
});
export type ArticleInput = z.input<typeof articleInput>;

export const articlePhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ArticlePhoto = z.infer<typeof articlePhotoSchema>;

/** An article in a list: enough for a card. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  language,
  excerpt: z.string(),
  photo: articlePhotoSchema.nullable(),
  tags: z.array(z.string()),
  author: providerSummarySchema,
  reading_minutes: z.number().int(),
  /** ISO 8601; null until published. */
  published_at: z.string().nullable(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** One article of my own, as "my articles" lists it: its status and, when refused, why. */
export const myArticleSchema = articleSummarySchema.extend({
  status: z.enum(ARTICLE_STATUSES),
  rejection_reason: z.string().nullable(),
  updated_at: z.string(),
});
export type MyArticle = z.infer<typeof myArticleSchema>;

/** A whole article: its page, or the editor of its author. */
export const articleSchema = myArticleSchema.extend({
  body: z.string(),
  /** The other languages it is written in, published ones only (or all of them, for its author). */
  translations: z.array(z.object({ id: z.number().int(), language, slug: z.string() })),
  translation_of: z.number().int().nullable(),
  is_mine: z.boolean(),
});
export type Article = z.infer<typeof articleSchema>;

export const blogListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(48).catch(ARTICLES_PER_PAGE),
  lang: language.optional().catch(undefined),
  tag: textField
    .max(ARTICLE_TAG_MAX_CHARS)
    .transform((value) => value.toLocaleLowerCase().replace(/\s+/g, ' '))
    .optional()
    .catch(undefined),
});
export type BlogListQuery = z.input<typeof blogListQuery>;

export const myArticlesQuery = z.object({
  status: z.enum(['pending', 'published']).catch('pending'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(48).catch(ARTICLES_PER_PAGE),
});

export const articleSlugParams = z.object({
  slug: textField.min(1, { error: 'validation.required' }).max(200, { error: 'validation.invalid' }),
});

/** `POST /blogs/translate`: a draft in another language, for the author to read over before saving. */
export const translateArticleRequest = z.object({
  title: textField.max(ARTICLE_TITLE_MAX_CHARS, { error: 'validation.max_chars' }),
  // A whole article with its markup; longer is more than a translation server takes in one request.
  body: textField.max(60_000, { error: 'validation.max_chars' }),
  source: language,
  target: language,
});
export const translatedArticleSchema = z.object({ title: z.string(), body: z.string(), language });

/** `POST /admin/articles/{id}/reject`: the reason the author reads. */
export const rejectArticleRequest = z.object({
  reason: textField
    .min(5, { error: 'validation.min_chars' })
    .max(ARTICLE_REJECTION_REASON_MAX_CHARS, { error: 'validation.max_chars' }),
});

export const moderationQueueQuery = z.object({
  status: z.enum(ARTICLE_STATUSES).catch('pending'),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  per_page: z.coerce.number().int().min(1).max(48).catch(ARTICLES_PER_PAGE),
});
