import { PROVIDER_TAB_PAGE_SIZE, REVIEWS_PAGE_SIZE } from '@wasla/shared/business-constants';
import {
  providerDetailSchema,
  providerServicesQuery,
  reviewSchema,
  serviceCardSchema,
} from '@wasla/shared/contracts/discovery';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { textField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import type { AuthGuards } from '../auth/auth-guard';
import { visitorOf } from '../visits/visitor';
import type { ProviderPage } from './provider-page.service';

// An account is addressed by id or by slug; slugs hold letters of any script.
const keyParams = z.object({ key: textField.min(1).max(200) });
const tags = ['providers'];

export function registerProviderPageRoutes(
  app: FastifyInstance,
  deps: { page: ProviderPage; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { page, guards } = deps;

  api.get(
    '/providers/:key',
    {
      preHandler: guards.viewer,
      schema: {
        tags,
        summary:
          "An account's public profile; a visit counts once a visitor (account, else device_name) a day, bots never",
        params: keyParams,
        querystring: z.object({ device_name: textField.min(1).max(100).optional().catch(undefined) }),
        response: { 200: successEnvelope(providerDetailSchema) },
      },
    },
    async (request) => {
      const actor = request.auth?.actor ?? null;
      const visitor = visitorOf(actor, request.query.device_name, request.headers['user-agent']);
      return ok(await page.detail(request.params.key, actor, visitor, request.lang));
    },
  );

  api.get(
    '/providers/:key/services',
    {
      schema: {
        tags,
        summary: "An account's listed services of one type, newest first",
        params: keyParams,
        querystring: providerServicesQuery,
        response: { 200: pagedEnvelope(serviceCardSchema) },
      },
    },
    async (request) => {
      const { type, page: pageNumber } = request.query;
      const { items, total } = await page.services(
        request.params.key,
        type,
        pageNumber,
        request.currencyCode,
        request.lang,
      );
      return paged(items, pageNumber, PROVIDER_TAB_PAGE_SIZE, total);
    },
  );

  api.get(
    '/providers/:key/reviews',
    {
      schema: {
        tags,
        summary: "Reviews of all of an account's services, newest first",
        params: keyParams,
        querystring: providerServicesQuery.pick({ page: true }),
        response: { 200: pagedEnvelope(reviewSchema) },
      },
    },
    async (request) => {
      const { items, total } = await page.reviews(request.params.key, request.query.page, request.lang);
      return paged(items, request.query.page, REVIEWS_PAGE_SIZE, total);
    },
  );
}
