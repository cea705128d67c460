import type { ArticlePhoto, ArticleSummary, MyArticle } from '@wasla/shared/contracts/blog';
import { presentProviderSummary } from '../services/service-cards.presenter';
import type { ArticleRow } from './articles.repository';

/** Pictures of articles are public under `/media/articles/`, like a service's. */
export const articleFileUrl = (file: string) => `/media/articles/${file}`;

/** About 200 words a minute, and never "0 minutes". */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200));

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function presentPhoto(row: {
  id: number;
  file: string;
  thumb: string;
  width: number;
  height: number;
}): ArticlePhoto {
  return {
    id: row.id,
    url: articleFileUrl(row.file),
    thumb_url: articleFileUrl(row.thumb),
    width: row.width,
    height: row.height,
  };
}

export function presentArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    excerpt: row.excerpt,
    photo:
      row.photo_id !== null && row.photo_file && row.photo_thumb
        ? presentPhoto({
            id: row.photo_id,
            file: row.photo_file,
            thumb: row.photo_thumb,
            width: row.photo_width ?? 0,
            height: row.photo_height ?? 0,
          })
        : null,
    tags: row.tags,
    author: presentProviderSummary({
      id: row.author_id,
      code: row.author_code,
      slug: row.author_slug,
      name: row.author_name,
      avatar: row.author_avatar,
      rating: row.author_rating,
      ratingsCount: row.author_ratings_count,
    }),
    reading_minutes: readingMinutes(row.words),
    published_at: iso(row.published_at),
  };
}

export const presentMyArticle = (row: ArticleRow): MyArticle => ({
  ...presentArticleSummary(row),
  status: row.status,
  rejection_reason: row.rejection_reason,
  updated_at: iso(row.updated_at)!,
});
