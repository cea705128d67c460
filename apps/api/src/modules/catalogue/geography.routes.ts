import {
  citySchema,
  exchangeRateQuery,
  exchangeRateSchema,
  stateSchema,
} from '@wasla/shared/contracts/catalogue';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { countryList, currencyList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { JsonCache } from '../../lib/http/json-cache';
import type { GeographyService } from './geography.service';

const idParams = z.object({ id: idField });

export function registerGeographyRoutes(app: FastifyInstance, service: GeographyService, cache: JsonCache) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  api.get(
    '/countries',
    {
      schema: {
        tags,
        summary: 'Countries with phone code, flag and currency',
        response: { 200: successEnvelope(countryList) },
      },
    },
    (request, reply) =>
      cache.send(request, reply, `countries:${request.lang}`, async () =>
        ok(await service.countries(request.lang)),
      ),
  );

  api.get(
    '/states/:id',
    {
      schema: {
        tags,
        summary: 'States of a country',
        params: idParams,
        response: { 200: successEnvelope(z.array(stateSchema)) },
      },
    },
    async (request) => ok(await service.states(request.params.id, request.lang)),
  );

  api.get(
    '/cities/:id',
    {
      schema: {
        tags,
        summary: 'Cities of a state',
        params: idParams,
        response: { 200: successEnvelope(z.array(citySchema)) },
      },
    },
    async (request) => ok(await service.cities(request.params.id, request.lang)),
  );

  api.get(
    '/currencies',
    {
      schema: {
        tags,
        summary: 'Currency options, shown as "currency_name (currency)"',
        response: { 200: successEnvelope(currencyList) },
      },
    },
    (request, reply) =>
      cache.send(request, reply, `currencies:${request.lang}`, async () =>
        ok(await service.currencies(request.lang)),
      ),
  );

  api.get(
    '/currency-exchange-rate',
    {
      schema: {
        tags,
        summary: 'Stored exchange rate: how many `to` one `from` buys',
        querystring: exchangeRateQuery,
        response: { 200: successEnvelope(exchangeRateSchema) },
      },
    },
    async (request) => ok(await service.exchangeRate(request.query.from, request.query.to)),
  );
}
