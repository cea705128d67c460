import {
  STATIC_PAGES,
  staticPageSchema,
  teamCategoryRequest,
  teamCategorySchema,
  teamCurrencyRateRequest,
  teamCurrencySchema,
  teamFaqRequest,
  teamFaqSchema,
  teamNewCategoryRequest,
  teamPaidFeatureRequest,
  teamPaidFeatureSchema,
  teamPropertyRequest,
  teamPropertySchema,
  teamStaticPageRequest,
  teamStaticPageSchema,
} from '@wasla/shared/contracts/catalogue-admin';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { CategoriesAdmin } from './categories.admin';
import type { FaqsAdmin } from './faqs.admin';
import type { FeesAndRatesAdmin } from './fees-and-rates.admin';
import type { PropertiesAdmin } from './properties.admin';
import type { StaticPagesAdmin } from './static-pages.admin';

const tags = ['back office'];
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });
const codeParams = z.object({ code: z.string().regex(/^[A-Za-z]{3}$/) });
const idParams = z.object({ id: idField });
const pageParams = z.object({ slug: z.enum(STATIC_PAGES) });

/** Fees, tax, currency rates, the FAQ and the categories in the back office (team: admin); anyone else gets a 404. */
export function registerCatalogueAdminRoutes(
  app: FastifyInstance,
  deps: {
    rates: FeesAndRatesAdmin;
    faqs: FaqsAdmin;
    categories: CategoriesAdmin;
    properties: PropertiesAdmin;
    pages: StaticPagesAdmin;
    guards: AuthGuards;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = deps.guards.teamMay('catalogue.edit');
  const member = (request: Parameters<typeof accountOf>[0]) => accountOf(request).actor;

  api.get(
    '/admin/fees',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every priced feature and rate: fees, commission, tax, promotion prices (team: admin)',
        response: { 200: successEnvelope(z.array(teamPaidFeatureSchema)) },
      },
    },
    async (request) => ok(await deps.rates.fees(request.lang)),
  );

  api.patch(
    '/admin/fees/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: "Change a fee's or the tax's value; the next price uses it (team: admin)",
        params: slugParams,
        body: teamPaidFeatureRequest,
        response: { 200: successEnvelope(teamPaidFeatureSchema) },
      },
    },
    async (request) =>
      ok(await deps.rates.setFee(member(request), request.params.slug, request.body, request.lang)),
  );

  api.get(
    '/admin/currencies',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every currency with the units one US dollar buys (team: admin)',
        response: { 200: successEnvelope(z.array(teamCurrencySchema)) },
      },
    },
    async (request) => ok(await deps.rates.currencies(request.lang)),
  );

  api.patch(
    '/admin/currencies/:code',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Change a currency's rate against the US dollar; prices convert with it at once (team: admin)",
        params: codeParams,
        body: teamCurrencyRateRequest,
        response: { 200: successEnvelope(teamCurrencySchema) },
      },
    },
    async (request) =>
      ok(await deps.rates.setRate(member(request), request.params.code, request.body, request.lang)),
  );

  api.get(
    '/admin/faqs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every question of the FAQ in all four languages (team: admin)',
        response: { 200: successEnvelope(z.array(teamFaqSchema)) },
      },
    },
    async () => ok(await deps.faqs.list()),
  );

  api.post(
    '/admin/faqs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a question to the FAQ, in all four languages (team: admin)',
        body: teamFaqRequest,
        response: { 200: successEnvelope(teamFaqSchema) },
      },
    },
    async (request) => ok(await deps.faqs.add(member(request), request.body)),
  );

  api.put(
    '/admin/faqs/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rewrite a question of the FAQ (team: admin)',
        params: idParams,
        body: teamFaqRequest,
        response: { 200: successEnvelope(teamFaqSchema) },
      },
    },
    async (request) => ok(await deps.faqs.update(member(request), request.params.id, request.body)),
  );

  api.delete(
    '/admin/faqs/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a question from the FAQ (team: admin)',
        params: idParams,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await deps.faqs.remove(member(request), request.params.id)),
  );

  api.get(
    '/admin/categories',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every category in all four languages, main ones first (team: admin)',
        response: { 200: successEnvelope(z.array(teamCategorySchema)) },
      },
    },
    async () => ok(await deps.categories.list()),
  );

  api.post(
    '/admin/categories',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a main category, or a sub category under a main one (team: admin)',
        body: teamNewCategoryRequest,
        response: { 200: successEnvelope(teamCategorySchema) },
      },
    },
    async (request) => ok(await deps.categories.add(member(request), request.body)),
  );

  api.put(
    '/admin/categories/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a category, rewrite its description, change its icon or place (team: admin)',
        params: idParams,
        body: teamCategoryRequest,
        response: { 200: successEnvelope(teamCategorySchema) },
      },
    },
    async (request) => ok(await deps.categories.update(member(request), request.params.id, request.body)),
  );

  api.delete(
    '/admin/categories/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Remove a category without sub categories, services or tags in use; 409 otherwise (team: admin)',
        params: idParams,
        response: { 200: successEnvelope(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await deps.categories.remove(member(request), request.params.id)),
  );

  api.get(
    '/pages/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A legal page as the team last wrote it, in the request language; 404 while it shows the shipped text',
        params: pageParams,
        response: { 200: successEnvelope(staticPageSchema) },
      },
    },
    async (request) => ok(await deps.pages.read(request.params.slug, request.lang)),
  );

  api.get(
    '/admin/pages',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The legal pages in all four languages, as last saved (team: admin)',
        response: { 200: successEnvelope(z.array(teamStaticPageSchema)) },
      },
    },
    async () => ok(await deps.pages.list()),
  );

  api.put(
    '/admin/pages/:slug',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rewrite a legal page in all four languages; visitors read it at once (team: admin)',
        params: pageParams,
        body: teamStaticPageRequest,
        response: { 200: successEnvelope(teamStaticPageSchema) },
      },
    },
    async (request) => ok(await deps.pages.save(member(request), request.params.slug, request.body)),
  );

  api.get(
    '/admin/properties',
    {
      onRequest,
      schema: {
        tags,
        summary: "Every main category's properties and options in all four languages (team: admin)",
        response: { 200: successEnvelope(z.array(teamPropertySchema)) },
      },
    },
    async () => ok(await deps.properties.list()),
  );

  api.post(
    '/admin/categories/:id/properties',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a property with its options to a main category (team: admin)',
        params: idParams,
        body: teamPropertyRequest,
        response: { 200: successEnvelope(teamPropertySchema) },
      },
    },
    async (request) => ok(await deps.properties.add(member(request), request.params.id, request.body)),
  );

  api.put(
    '/admin/properties/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a property and its options, or add options; none is removed (team: admin)',
        params: idParams,
        body: teamPropertyRequest,
        response: { 200: successEnvelope(teamPropertySchema) },
      },
    },
    async (request) => ok(await deps.properties.update(member(request), request.params.id, request.body)),
  );
}
