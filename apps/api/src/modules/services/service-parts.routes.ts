import { EXTRA_OPTIONS_PAGE, SERVICE_MIN_PRICE_AED } from '@wasla/shared/business-constants';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply, minimumPriceList, tagList } from '@wasla/shared/contracts/replies';
import {
  addPlaceRequest,
  addTagsRequest,
  extraOptionRequest,
  extraOptionSchema,
  serviceEditSchema,
  updateExtraOptionRequest,
} from '@wasla/shared/contracts/services';
import { minorToDecimal } from '@wasla/shared/money';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { ServicePartsService } from './service-parts.service';
import type { ServicesRepository } from './services.repository';
import { serviceParams } from './services.routes';

const idParams = z.object({ id: idField });
const placeParams = serviceParams.extend({ placeId: idField });
const editReply = { 200: successEnvelope(serviceEditSchema) };

/** Tags, places, extra options, single channels and the lowest prices. */
export function registerServicePartRoutes(
  app: FastifyInstance,
  deps: { parts: ServicePartsService; repo: ServicesRepository; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { parts } = deps;
  const tags = ['services'];
  const preHandler = deps.guards.verified;

  api.post(
    '/services/:id/add-tag',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add tags the author wrote; answers them with ids',
        params: serviceParams,
        body: addTagsRequest,
        response: { 200: successEnvelope(tagList) },
      },
    },
    async (request) =>
      ok(
        await parts.addTags(
          accountOf(request).actor,
          request.params.id,
          request.body.tags,
          request.lang,
          request.body.category_id,
        ),
      ),
  );

  api.post(
    '/services/:id/add-place',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add a place; a missing level means "all"',
        params: serviceParams,
        body: addPlaceRequest,
        response: editReply,
      },
    },
    async (request) =>
      ok(
        await parts.addPlace(
          accountOf(request).actor,
          request.params.id,
          {
            countryId: request.body.country_id,
            stateId: request.body.state_id,
            cityId: request.body.city_id,
          },
          request.lang,
        ),
      ),
  );

  api.delete(
    '/services/:id/places/:placeId',
    { preHandler, schema: { tags, summary: 'Remove a place', params: placeParams, response: editReply } },
    async (request) =>
      ok(
        await parts.removePlace(
          accountOf(request).actor,
          request.params.id,
          request.params.placeId,
          request.lang,
        ),
      ),
  );

  api.get(
    '/budgets/extra-options/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Extra options of a service, three a page',
        params: idParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: pagedEnvelope(extraOptionSchema) },
      },
    },
    async (request) => {
      const { items, total } = await parts.listExtraOptions(
        accountOf(request).actor,
        request.params.id,
        request.query.page,
      );
      return paged(items, request.query.page, EXTRA_OPTIONS_PAGE, total);
    },
  );

  api.post(
    '/budgets/extra-options/adding',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Add an extra option',
        body: extraOptionRequest,
        response: { 200: successEnvelope(extraOptionSchema) },
      },
    },
    async (request) =>
      ok(await parts.addExtraOption(accountOf(request).actor, request.body), [
        request.t('service.extra_option_saved', { ns: 'common' }),
      ]),
  );

  api.put(
    '/budgets/extra-options/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change an extra option',
        params: idParams,
        body: updateExtraOptionRequest,
        response: { 200: successEnvelope(extraOptionSchema) },
      },
    },
    async (request) =>
      ok(await parts.updateExtraOption(accountOf(request).actor, request.params.id, request.body), [
        request.t('service.extra_option_saved', { ns: 'common' }),
      ]),
  );

  api.delete(
    '/budgets/extra-options/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove an extra option',
        params: idParams,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await parts.removeExtraOption(accountOf(request).actor, request.params.id);
      return ok(null);
    },
  );

  api.delete(
    '/social-media/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove one contact channel of a service',
        params: idParams,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await parts.removeSocialChannel(accountOf(request).actor, request.params.id);
      return ok(null);
    },
  );

  api.get(
    '/budgets/minimums',
    {
      schema: {
        tags,
        summary: 'The lowest price in each currency',
        response: { 200: successEnvelope(minimumPriceList) },
      },
    },
    async () =>
      ok(
        (await deps.repo.minimumPrices(SERVICE_MIN_PRICE_AED)).map((m) => ({
          currency_id: m.id,
          code: m.code,
          minimum: minorToDecimal(BigInt(m.minimum), m.minor_units),
        })),
      ),
  );
}
