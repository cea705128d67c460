import {
  paidFeatureSchema,
  platformPricingSchema,
  statisticsSchema,
} from '@wasla/shared/contracts/catalogue';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { textField } from '@wasla/shared/contracts/fields';
import { faqList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { ContentService } from './content.service';

export function registerContentRoutes(app: FastifyInstance, service: ContentService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  api.get(
    '/faqs',
    {
      schema: {
        tags,
        summary: 'Frequently asked questions',
        querystring: z.object({
          topic: z.enum(['general', 'services', 'deals', 'payments', 'account']).optional(),
        }),
        response: { 200: successEnvelope(faqList) },
      },
    },
    async (request) => ok(await service.faqs(request.lang, request.query.topic)),
  );

  api.get(
    '/about-us/statistics',
    {
      schema: {
        tags,
        summary: 'Live figures of the platform',
        response: { 200: successEnvelope(statisticsSchema) },
      },
    },
    async () => ok(await service.statistics()),
  );

  api.get(
    '/paid-features',
    {
      schema: {
        tags,
        summary: 'Priced features and rates',
        response: { 200: successEnvelope(z.array(paidFeatureSchema)) },
      },
    },
    async (request) => ok(await service.paidFeatures(request.lang)),
  );

  api.get(
    '/paid-features/:slug',
    {
      schema: {
        tags,
        summary: 'One paid feature, e.g. government-tax-percentage',
        params: z.object({ slug: textField.max(100).regex(/^[a-z0-9-]+$/) }),
        response: { 200: successEnvelope(paidFeatureSchema) },
      },
    },
    async (request) => ok(await service.paidFeature(request.params.slug, request.lang)),
  );

  api.get(
    '/accounting/platform-pricing',
    {
      schema: {
        tags: ['accounting'],
        summary: 'Fees and tax applied to deals',
        response: { 200: successEnvelope(platformPricingSchema) },
      },
    },
    async () => ok(await service.platformPricing()),
  );
}
