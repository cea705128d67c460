import { REVIEWS_PAGE_SIZE } from '@wasla/shared/business-constants';
import { reviewSchema, serviceDetailSchema } from '@wasla/shared/contracts/discovery';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { textField } from '@wasla/shared/contracts/fields';
import { serviceCardList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import { type AuthGuards, actorOf } from '../auth/auth-guard';
import { visitorOf } from '../visits/visitor';
import type { ServicePage } from './service-page.service';

// A service is addressed by id or by slug; slugs hold letters of any script.
const keyParams = z.object({ key: textField.min(1).max(200) });
const tags = ['services'];

export function registerServicePageRoutes(
  app: FastifyInstance,
  deps: { page: ServicePage; guards: AuthGuards; cache: JsonCache },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { page, guards, cache } = deps;

  api.get(
    '/services/:key',
    {
      preHandler: guards.viewer,
      schema: {
        tags,
        summary:
          'The public page of a service; a visit counts once a visitor (account, else device_name) a day, bots never',
        params: keyParams,
        querystring: z.object({ device_name: textField.min(1).max(100).optional().catch(undefined) }),
        response: { 200: successEnvelope(serviceDetailSchema) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const visitor = visitorOf(actor, request.query.device_name, request.headers['user-agent']);
      return ok(await page.detail(request.params.key, actor, visitor, request.currencyCode, request.lang));
    },
  );

  api.get(
    '/similar-services/:key',
    {
      schema: {
        tags,
        summary: 'Listed services of the same category, best rated first',
        params: keyParams,
        response: { 200: successEnvelope(serviceCardList) },
      },
    },
    (request, reply) =>
      cache.send(
        request,
        reply,
        `similar:${request.params.key}:${request.lang}:${request.currencyCode}`,
        async () => ok(await page.similar(request.params.key, request.currencyCode, request.lang)),
      ),
  );

  api.get(
    '/services/:key/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews of a service, newest first',
        params: keyParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) }),
        response: { 200: pagedEnvelope(reviewSchema) },
      },
    },
    async (request) => {
      const { items, total } = await page.reviews(request.params.key, request.query.page, request.lang);
      return paged(items, request.query.page, REVIEWS_PAGE_SIZE, total);
    },
  );
}
