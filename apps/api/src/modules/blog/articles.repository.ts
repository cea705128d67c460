import type { ArticleStatus } from '@wasla/shared/blog-rules/article-states';
import type { Language } from '@wasla/shared/languages';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { articlePhotos, articles } from '../../db/schema/blog';
import type { Executor } from '../../lib/events/record-event';
import { accountShownSql } from '../../lib/policy/visibility';

/** An article with what its card shows: the author as a summary and the picture's files. */
export type ArticleRow = {
  id: number;
  author_id: number;
  slug: string;
  title: string;
  language: Language;
  body: string;
  excerpt: string;
  words: number;
  tags: string[];
  status: ArticleStatus;
  rejection_reason: string | null;
  translation_of: number | null;
  published_at: Date | string | null;
  updated_at: Date | string;
  author_code: string;
  author_slug: string;
  author_name: string;
  author_avatar: string | null;
  author_rating: string;
  author_ratings_count: number;
  photo_id: number | null;
  photo_file: string | null;
  photo_thumb: string | null;
  photo_width: number | null;
  photo_height: number | null;
};

export type Page = { limit: number; offset: number };

// Every read joins the author (alive only: a deleted account's articles leave with it) and the picture.
const SELECT = sql`
  select a.id, a.author_id, a.slug, a.title, a.language, a.body, a.excerpt, a.words, a.tags, a.status,
    a.rejection_reason, a.translation_of, a.published_at, a.updated_at,
    u.code as author_code, u.slug as author_slug, u.name as author_name, u.avatar_path as author_avatar,
    u.rating::text as author_rating, u.ratings_count as author_ratings_count,
    p.id as photo_id, p.file as photo_file, p.thumb as photo_thumb, p.width as photo_width,
    p.height as photo_height
  from articles a
  join users u on u.id = a.author_id and ${accountShownSql('alive')}
  left join article_photos p on p.id = a.photo_id`;

const PUBLISHED = sql`a.status = 'published'`;

/** The SQL of the blog: articles, their pictures and the moderation queue. */
export function createArticlesRepository(db: Database) {
  async function pageOf(where: ReturnType<typeof sql>, order: ReturnType<typeof sql>, page: Page) {
    const [rows, counted] = await Promise.all([
      db.execute<ArticleRow>(sql`${SELECT} where ${where} order by ${order}
        limit ${page.limit} offset ${page.offset}`),
      db.execute<{ n: number }>(sql`select count(*)::int as n from articles a
        join users u on u.id = a.author_id and ${accountShownSql('alive')} where ${where}`),
    ]);
    return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
  }

  const newestPublished = sql`a.published_at desc, a.id desc`;

  return {
    async insert(tx: Executor, values: typeof articles.$inferInsert) {
      const [row] = await tx.insert(articles).values(values).returning();
      return row!;
    },

    async update(tx: Executor, id: number, values: Partial<typeof articles.$inferInsert>) {
      const [row] = await tx.update(articles).set(values).where(eq(articles.id, id)).returning();
      return row;
    },

    /** The row itself, locked for a change by its author. */
    async lockedForEdit(tx: Executor, id: number) {
      const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
      return row;
    },

    remove: (tx: Executor, id: number) => tx.delete(articles).where(eq(articles.id, id)),

    async byId(id: number): Promise<ArticleRow | undefined> {
      return (await db.execute<ArticleRow>(sql`${SELECT} where a.id = ${id}`)).rows[0];
    },

    async bySlug(slug: string): Promise<ArticleRow | undefined> {
      return (await db.execute<ArticleRow>(sql`${SELECT} where a.slug = ${slug}`)).rows[0];
    },

    /** Published articles, newest first, in one language and with one tag when asked. */
    published(filter: { language?: Language; tag?: string }, page: Page) {
      const parts = [PUBLISHED];
      if (filter.language) parts.push(sql`a.language = ${filter.language}`);
      if (filter.tag) parts.push(sql`a.tags @> array[${filter.tag}]::text[]`);
      return pageOf(sql.join(parts, sql` and `), newestPublished, page);
    },

    /** An author's published articles, for the articles tab of their profile. */
    publishedBy: (authorId: number, page: Page) =>
      pageOf(sql`${PUBLISHED} and a.author_id = ${authorId}`, newestPublished, page),

    /** "My articles": published ones, or the rest (pending, and rejected with their reason). */
    mine: (authorId: number, tab: 'pending' | 'published', page: Page) =>
      pageOf(
        sql`a.author_id = ${authorId} and ${tab === 'published' ? PUBLISHED : sql`a.status <> 'published'`}`,
        sql`a.updated_at desc, a.id desc`,
        page,
      ),

    /** The moderation queue: oldest first, so nobody waits behind newer articles. */
    queue: (status: ArticleStatus, page: Page) =>
      pageOf(sql`a.status = ${status}`, sql`a.updated_at asc, a.id asc`, page),

    /** The group of translations an article is in: the first article and every translation of it. */
    async group(groupId: number) {
      return (
        await db.execute<{ id: number; language: Language; slug: string; status: ArticleStatus }>(sql`
          select id, language, slug, status from articles where id = ${groupId} or translation_of = ${groupId}
          order by id`)
      ).rows;
    },

    /** Published articles that share a tag with this one, else by its author; never itself. */
    async related(article: { id: number; authorId: number; tags: string[] }, limit: number) {
      const tags = sql`array[${sql.join(
        article.tags.length ? article.tags.map((tag) => sql`${tag}`) : [sql`''`],
        sql`, `,
      )}]::text[]`;
      return (
        await db.execute<ArticleRow>(sql`${SELECT} where ${PUBLISHED} and a.id <> ${article.id}
          and (a.tags && ${tags} or a.author_id = ${article.authorId})
          order by (a.tags && ${tags}) desc, ${newestPublished} limit ${limit}`)
      ).rows;
    },

    async waitingCount(tx: Executor, authorId: number) {
      const rows = await tx.execute<{ n: number }>(sql`select count(*)::int as n from articles
        where author_id = ${authorId} and status = 'pending'`);
      return Number(rows.rows[0]?.n ?? 0);
    },

    /** Locks the author's articles against a second save counted at the same instant. */
    lockAuthor: (tx: Executor, authorId: number) =>
      tx.execute(sql`select pg_advisory_xact_lock(${ARTICLE_AUTHOR_LOCK}, ${authorId})`),

    async photo(id: number, ownerId: number) {
      const [row] = await db
        .select()
        .from(articlePhotos)
        .where(and(eq(articlePhotos.id, id), eq(articlePhotos.ownerId, ownerId)));
      return row;
    },

    async insertPhoto(values: typeof articlePhotos.$inferInsert) {
      const [row] = await db.insert(articlePhotos).values(values).returning();
      return row!;
    },

    /** Pictures no article took within a day of their upload: their rows go, the caller removes the files. */
    async takeOrphanPhotos(before: Date) {
      const rows = await db.execute<{ file: string; thumb: string }>(sql`
        delete from article_photos p where p.created_at < ${before.toISOString()}::timestamptz
          and not exists (select 1 from articles a where a.photo_id = p.id)
        returning p.file, p.thumb`);
      return rows.rows;
    },
  };
}

/** Advisory-lock namespace of article saves ("ART"), keyed by the author. */
const ARTICLE_AUTHOR_LOCK = 0x41_52_54;

export type ArticlesRepository = ReturnType<typeof createArticlesRepository>;
