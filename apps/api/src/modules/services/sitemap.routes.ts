import { SITEMAP_PAGE_SIZE } from '@wasla/shared/business-constants';
import { sitemapQuery, sitemapSummarySchema } from '@wasla/shared/contracts/discovery';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { sitemapEntryList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import type { ArticleSitemapRepository } from '../blog/article-sitemap.repository';
import type { ProviderSitemapRepository } from '../providers/provider-sitemap.repository';
import type { ServiceSitemapRepository } from './service-sitemap.repository';

const tags = ['sitemap'];

/**
 * What the site's sitemaps list: listed services, providers and published articles by slug with their last change, in
 * pages small enough for one sitemap file each. Under `/sitemap/`, so no service or account slug
 * can take these addresses.
 */
export function registerSitemapRoutes(
  app: FastifyInstance,
  deps: {
    services: ServiceSitemapRepository;
    providers: ProviderSitemapRepository;
    articles: ArticleSitemapRepository;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { services, providers, articles } = deps;

  api.get(
    '/sitemap',
    {
      schema: {
        tags,
        summary: 'The pages of the services, providers and articles sitemaps, with the latest change on each',
        response: { 200: successEnvelope(sitemapSummarySchema) },
      },
    },
    async () => {
      const [servicePages, providerPages, articlePages] = await Promise.all([
        services.pages(SITEMAP_PAGE_SIZE),
        providers.pages(SITEMAP_PAGE_SIZE),
        articles.pages(SITEMAP_PAGE_SIZE),
      ]);
      return ok({
        page_size: SITEMAP_PAGE_SIZE,
        services: servicePages,
        providers: providerPages,
        articles: articlePages,
      });
    },
  );

  for (const [kind, repo] of [
    ['services', services],
    ['providers', providers],
    ['articles', articles],
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
