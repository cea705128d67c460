import { randomBytes } from 'node:crypto';
import type { ArticleStatus } from '@wasla/shared/blog-rules/article-states';
import {
  ARTICLE_BODY_MAX_CHARS,
  ARTICLE_BODY_MIN_CHARS,
  ARTICLES_PENDING_MAX,
} from '@wasla/shared/business-constants';
import type { Article, articleInput, blogListQuery } from '@wasla/shared/contracts/blog';
import type { Language } from '@wasla/shared/languages';
import { unicodeSlug } from '@wasla/shared/slugify';
import { visibleText } from '@wasla/shared/validation-rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { recordEvent } from '../../lib/events/record-event';
import { AppError, errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { Actor, UserActor } from '../../lib/policy/actor';
import { sanitizeRichText } from '../../lib/rich-text';
import { applyTransition } from '../../lib/state-machine';
import { articleStore } from './article-machine';
import { excerptAndWords } from './article-text';
import { presentArticleSummary, presentMyArticle } from './articles.presenter';
import type { ArticleRow, ArticlesRepository } from './articles.repository';
import { canReadArticle, canWriteArticle } from './blog.policy';

type Input = z.output<typeof articleInput>;

export const articleErrors = {
  notFound: () => errors.notFound('article_not_found'),
  tooManyWaiting: () =>
    new AppError(422, 'articles_waiting_limit', 'articles_waiting_limit', { count: ARTICLES_PENDING_MAX }),
};

const RELATED = 3;

/** The body cleaned, and what is derived from it: its plain-text opening and its number of words. */
function prepareBody(html: string) {
  const body = sanitizeRichText(html);
  const text = visibleText(body);
  if (text.length < ARTICLE_BODY_MIN_CHARS)
    throw fieldError('body', 'validation.min_chars', { count: ARTICLE_BODY_MIN_CHARS });
  if (text.length > ARTICLE_BODY_MAX_CHARS)
    throw fieldError('body', 'validation.max_chars', { count: ARTICLE_BODY_MAX_CHARS });
  return { body, ...excerptAndWords(text) };
}

const newSlug = (title: string) => `${unicodeSlug(title, 60) || 'article'}-${randomBytes(3).toString('hex')}`;

/**
 * The blog's rules (SPEC.md sections 3 and 4, issue 21). An article is written pending and read by
 * nobody but its author and the moderation team until the team publishes it; any revision sends it
 * back. An author has at most ARTICLES_PENDING_MAX articles waiting at once, counted under a lock so
 * that two saves at the same instant cannot both pass.
 */
export function createArticles(db: Database, repo: ArticlesRepository) {
  /**
   * The photo and the translated article an input names, each the author's own: anyone else's is
   * answered as a missing one, so an id reveals nothing.
   */
  async function references(author: UserActor, input: Input, self?: number) {
    if (input.photo_id && !(await repo.photo(input.photo_id, author.id))) throw errors.notFound();
    if (!input.translation_of) return null;
    const original = await repo.byId(input.translation_of);
    if (!original || original.author_id !== author.id) throw articleErrors.notFound();
    if (original.id === self) throw fieldError('translation_of', 'validation.invalid');
    const groupId = original.translation_of ?? original.id;
    const taken = (await repo.group(groupId)).some((a) => a.language === input.language && a.id !== self);
    if (taken || original.language === input.language)
      throw fieldError('language', 'validation.translation_language_taken');
    return groupId;
  }

  async function waitingRoom(tx: Parameters<Parameters<Database['transaction']>[0]>[0], authorId: number) {
    await repo.lockAuthor(tx, authorId);
    if ((await repo.waitingCount(tx, authorId)) >= ARTICLES_PENDING_MAX) throw articleErrors.tooManyWaiting();
  }

  async function readable(actor: Actor, row: ArticleRow | undefined): Promise<ArticleRow> {
    if (!row || !canReadArticle(actor, { authorId: row.author_id, status: row.status }))
      throw articleErrors.notFound();
    return row;
  }

  async function whole(actor: Actor, row: ArticleRow): Promise<Article> {
    const mine = canWriteArticle(actor, { authorId: row.author_id, status: row.status });
    const groupId = row.translation_of ?? row.id;
    const group = await repo.group(groupId);
    const translations = group
      .filter((a) => a.id !== row.id && (mine || a.status === 'published'))
      .map(({ id, language, slug }) => ({ id, language, slug }));
    return {
      ...presentMyArticle(row),
      // Only the author and the team read why an article was refused.
      rejection_reason: mine || row.status !== 'published' ? row.rejection_reason : null,
      body: row.body,
      translations,
      translation_of: row.translation_of,
      is_mine: mine,
    };
  }

  return {
    async create(author: UserActor, input: Input) {
      const prepared = prepareBody(input.body);
      const groupId = await references(author, input);
      const id = await db.transaction(async (tx) => {
        await waitingRoom(tx, author.id);
        const row = await repo.insert(tx, {
          authorId: author.id,
          slug: newSlug(input.title),
          title: input.title,
          language: input.language,
          ...prepared,
          tags: input.tags,
          photoId: input.photo_id ?? null,
          translationOf: groupId,
        });
        await recordEvent(tx, {
          type: 'article.submitted',
          subject: { kind: 'article', id: String(row.id) },
          actor: `user:${author.id}`,
          payload: { language: row.language },
        });
        return row.id;
      });
      return whole(author, (await repo.byId(id))!);
    },

    /** A revision by the author: whatever its status, it goes back to the moderation team. */
    async revise(author: UserActor, id: number, input: Input) {
      const existing = await repo.byId(id);
      if (!existing || !canWriteArticle(author, { authorId: existing.author_id, status: existing.status }))
        throw articleErrors.notFound();
      const prepared = prepareBody(input.body);
      const groupId = await references(author, input, id);
      // An article that heads a group keeps heading it, whatever it names.
      const translationOf =
        existing.translation_of === null && (await repo.group(id)).length > 1 ? null : groupId;
      await db.transaction(async (tx) => {
        if (existing.status !== 'pending') await waitingRoom(tx, author.id);
        const result = await applyTransition(tx, articleStore, {
          id,
          event: 'revise',
          by: 'author',
          actor: `user:${author.id}`,
          changes: () => ({
            title: input.title,
            language: input.language,
            ...prepared,
            tags: input.tags,
            photoId: input.photo_id ?? null,
            translationOf,
            rejectionReason: null,
          }),
        });
        if (!result.ok) throw articleErrors.notFound();
      });
      return whole(author, (await repo.byId(id))!);
    },

    async remove(author: UserActor, id: number) {
      await db.transaction(async (tx) => {
        const row = await repo.lockedForEdit(tx, id);
        if (!row || !canWriteArticle(author, row)) throw articleErrors.notFound();
        await repo.remove(tx, id);
      });
      return { id };
    },

    /** An article's page: published, or of the caller's own, or for the team. */
    async page(actor: Actor, slug: string) {
      const row = await readable(actor, await repo.bySlug(slug));
      const related = await repo.related({ id: row.id, authorId: row.author_id, tags: row.tags }, RELATED);
      return { article: await whole(actor, row), related: related.map(presentArticleSummary) };
    },

    /** One article for its author's editor. */
    async mineById(author: UserActor, id: number) {
      const row = await repo.byId(id);
      if (!row || !canWriteArticle(author, { authorId: row.author_id, status: row.status }))
        throw articleErrors.notFound();
      return whole(author, row);
    },

    async list(query: z.output<typeof blogListQuery>) {
      const { rows, total } = await repo.published(
        { language: query.lang, tag: query.tag },
        { limit: query.per_page, offset: (query.page - 1) * query.per_page },
      );
      return { items: rows.map(presentArticleSummary), total };
    },

    async mine(author: UserActor, tab: 'pending' | 'published', page: number, perPage: number) {
      const { rows, total } = await repo.mine(author.id, tab, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: rows.map(presentMyArticle), total };
    },

    async byAuthor(authorId: number, page: number, perPage: number) {
      const { rows, total } = await repo.publishedBy(authorId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: rows.map(presentArticleSummary), total };
    },

    async queue(status: ArticleStatus, page: number, perPage: number) {
      const { rows, total } = await repo.queue(status, { limit: perPage, offset: (page - 1) * perPage });
      return { items: rows.map(presentMyArticle), total };
    },

    latest: async (language: Language | undefined, limit: number) =>
      (await repo.published({ language }, { limit, offset: 0 })).rows.map(presentArticleSummary),
  };
}

export type Articles = ReturnType<typeof createArticles>;
