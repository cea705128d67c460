import { SITEMAP_PAGE_SIZE } from '@wasla/shared/business-constants';
import { sitemapQuery, sitemapSummarySchema } from '@wasla/shared/contracts/discovery';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { sitemapEntryList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import type { ProviderSitemapRepository } from '../providers/provider-sitemap.repository';
import type { ServiceSitemapRepository } from './service-sitemap.repository';

const tags = ['sitemap'];

/**
 * What the site's sitemaps list: listed services and providers by slug with their last change, in
 * pages small enough for one sitemap file each. Under `/sitemap/`, so no service or account slug
 * can take these addresses.
 */
export function registerSitemapRoutes(
  app: FastifyInstance,
  deps: { services: ServiceSitemapRepository; providers: ProviderSitemapRepository },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services, providers } = deps;

  api.get(
    '/sitemap',
    {
      schema: {
        tags,
        summary: 'The pages of the services and providers sitemaps, with the latest change on each',
        response: { 200: successEnvelope(sitemapSummarySchema) },
      },
    },
    async () => {
      const [servicePages, providerPages] = await Promise.all([
        services.pages(SITEMAP_PAGE_SIZE),
        providers.pages(SITEMAP_PAGE_SIZE),
      ]);
      return ok({ page_size: SITEMAP_PAGE_SIZE, services: servicePages, providers: providerPages });
    },
  );

  for (const [kind, repo] of [
    ['services', services],
    ['providers', providers],
  ] as const) {
    api.get(
      `/sitemap/${kind}`,
      {
        schema: {
          tags,
          summary: `One page of listed ${kind}: slug and last change, oldest first`,
          querystring: sitemapQuery,
          response: { 200: successEnvelope(sitemapEntryList) },
        },
      },
      async (request) => ok(await repo.page(request.query.page, SITEMAP_PAGE_SIZE)),
    );
  }
}
