import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { SweepJob } from '../../lib/sweeper';
import type { Auth } from '../auth/auth.module';
import { createTranslator } from '../translation/translator';
import { registerArticleMediaRoutes } from './article-media.routes';
import { createArticleModeration } from './article-moderation.service';
import { createArticlesRepository } from './articles.repository';
import { createArticles } from './articles.service';
import { registerBlogRoutes } from './blog.routes';

const DAY = 86_400_000;

/**
 * The blog: articles, their pictures and translations, and the moderation team's decisions. Pictures
 * no article took are removed a day after their upload by the worker's sweep.
 */
export async function registerBlog(api: FastifyInstance, infra: Infrastructure, { guards }: Auth) {
  const repo = createArticlesRepository(infra.db);
  const articles = createArticles(infra.db, repo);
  const moderation = createArticleModeration(infra.db, repo);
  registerBlogRoutes(api, { articles, moderation, guards });
  await registerArticleMediaRoutes(api, {
    repo,
    store: infra.media,
    translator: createTranslator({ url: infra.config.TRANSLATE_URL, apiKey: infra.config.TRANSLATE_API_KEY }),
    guards,
  });
  const orphanPhotos: SweepJob = async (now) => {
    for (const photo of await repo.takeOrphanPhotos(new Date(now.getTime() - DAY))) {
      await infra.media.remove('articles', photo.file).catch(() => undefined);
      await infra.media.remove('articles', photo.thumb).catch(() => undefined);
    }
  };
  return { articles, sweeps: [orphanPhotos] };
}
