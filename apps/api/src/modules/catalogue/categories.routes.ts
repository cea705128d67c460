import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { propertyList, tagList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import { type CategoriesService, categoryTreeReply } from './categories.service';

const categoryParams = z.object({ category_id: idField });

export function registerCategoryRoutes(app: FastifyInstance, service: CategoriesService, cache: JsonCache) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/all-categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Main and sub categories in the request language',
        response: { 200: categoryTreeReply },
      },
    },
    (request, reply) =>
      cache.send(request, reply, `categories:${request.lang}`, () => service.tree(request.lang)),
  );

  api.get(
    '/properties/:category_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Properties of a category, each list ending with the pseudo-option "other"',
        params: categoryParams,
        response: { 200: successEnvelope(propertyList) },
      },
    },
    async (request) =>
      ok(
        await service.properties(
          request.params.category_id,
          request.lang,
          request.t('other_option', { ns: 'common' }),
        ),
      ),
  );

  api.get(
    '/tags/:category_id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Suggested tags of a category',
        params: categoryParams,
        response: { 200: successEnvelope(tagList) },
      },
    },
    async (request) => ok(await service.tags(request.params.category_id, request.lang)),
  );
}
