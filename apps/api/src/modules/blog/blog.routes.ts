import {
  articleInput,
  articleSchema,
  articleSlugParams,
  articleSummarySchema,
  blogListQuery,
  moderationQueueQuery,
  myArticleSchema,
  myArticlesQuery,
  rejectArticleRequest,
} from '@wasla/shared/contracts/blog';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf, actorOf } from '../auth/auth-guard';
import type { ArticleModeration } from './article-moderation.service';
import type { Articles } from './articles.service';

const tags = ['blog'];
const idParams = z.object({ id: idField });
// A profile's articles page as "my articles" pages: the same bounds and defaults.
const pageQuery = myArticlesQuery.pick({ page: true, per_page: true });
const me = (request: FastifyRequest) => accountOf(request).actor;
const pageReply = z.object({ article: articleSchema, related: z.array(articleSummarySchema) });

/**
 * The blog (SPEC.md sections 2 and 7): published articles for everyone, the author's own articles,
 * and the moderation team's queue under /admin. Routes only read the request and call the services.
 */
export function registerBlogRoutes(
  app: FastifyInstance,
  deps: { articles: Articles; moderation: ArticleModeration; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { articles, moderation, guards } = deps;
  const said = (request: FastifyRequest, key: string) => [request.t(`blog.${key}`, { ns: 'common' })];

  api.get(
    '/blogs',
    {
      schema: {
        tags,
        summary: 'Published articles, newest first (lang: one language; tag: one tag)',
        querystring: blogListQuery,
        response: { 200: pagedEnvelope(articleSummarySchema) },
      },
    },
    async (request) => {
      const { items, total } = await articles.list(request.query);
      return paged(items, request.query.page, request.query.per_page, total);
    },
  );

  api.post(
    '/blogs',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Write an article; it waits for the moderation team',
        body: articleInput,
        response: { 200: successEnvelope(articleSchema) },
      },
    },
    async (request) => ok(await articles.create(me(request), request.body), said(request, 'submitted')),
  );

  api.get(
    '/blogs/mine',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'My articles: pending (and rejected, with the reason) or published',
        querystring: myArticlesQuery,
        response: { 200: pagedEnvelope(myArticleSchema) },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      const { items, total } = await articles.mine(me(request), status, page, per_page);
      return paged(items, page, per_page, total);
    },
  );

  api.get(
    '/blogs/mine/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'One of my articles, whatever its status, for the editor',
        params: idParams,
        response: { 200: successEnvelope(articleSchema) },
      },
    },
    async (request) => ok(await articles.mineById(me(request), request.params.id)),
  );

  api.put(
    '/blogs/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Revise my article; it goes back to the moderation team',
        params: idParams,
        body: articleInput,
        response: { 200: successEnvelope(articleSchema) },
      },
    },
    async (request) =>
      ok(await articles.revise(me(request), request.params.id, request.body), said(request, 'resubmitted')),
  );

  api.delete(
    '/blogs/:id',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Delete my article',
        params: idParams,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await articles.remove(me(request), request.params.id), said(request, 'deleted')),
  );

  api.get(
    '/blogs/:slug',
    {
      preHandler: guards.viewer,
      schema: {
        tags,
        summary: 'An article and related ones (its author and the team also read it before publication)',
        params: articleSlugParams,
        response: { 200: successEnvelope(pageReply) },
      },
    },
    async (request) => ok(await articles.page(actorOf(request), request.params.slug)),
  );

  api.get(
    '/providers/:id/blogs',
    {
      schema: {
        tags,
        summary: "An account's published articles, for the articles tab of its profile",
        params: idParams,
        querystring: pageQuery,
        response: { 200: pagedEnvelope(articleSummarySchema) },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { items, total } = await articles.byAuthor(request.params.id, page, per_page);
      return paged(items, page, per_page, total);
    },
  );

  api.get(
    '/admin/articles',
    {
      onRequest: guards.teamMay('blog.moderate'),
      schema: {
        tags: ['back office'],
        summary: 'Articles by status, the oldest waiting first (team: moderator, admin)',
        querystring: moderationQueueQuery,
        response: { 200: pagedEnvelope(myArticleSchema) },
      },
    },
    async (request) => {
      const { status, page, per_page } = request.query;
      const { items, total } = await articles.queue(status, page, per_page);
      return paged(items, page, per_page, total);
    },
  );

  api.post(
    '/admin/articles/:id/publish',
    {
      onRequest: guards.teamMay('blog.moderate'),
      schema: {
        tags: ['back office'],
        summary: 'Publish a waiting article; its author is told (team: moderator, admin)',
        params: idParams,
        response: { 200: successEnvelope(myArticleSchema) },
      },
    },
    async (request) =>
      ok(await moderation.publish(me(request), request.params.id), said(request, 'published')),
  );

  api.post(
    '/admin/articles/:id/reject',
    {
      onRequest: guards.teamMay('blog.moderate'),
      schema: {
        tags: ['back office'],
        summary: 'Reject an article with the reason its author reads (team: moderator, admin)',
        params: idParams,
        body: rejectArticleRequest,
        response: { 200: successEnvelope(myArticleSchema) },
      },
    },
    async (request) =>
      ok(
        await moderation.reject(me(request), request.params.id, request.body.reason),
        said(request, 'rejected'),
      ),
  );
}
