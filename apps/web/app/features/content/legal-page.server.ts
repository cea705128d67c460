import { type StaticPageSlug, staticPageSchema } from '@wasla/shared/contracts/catalogue-admin';
import type { Language } from '@wasla/shared/languages';
import type { AppLoadContext } from 'react-router';
import { apiFor } from '../../lib/api-client/client.server';
import { pageCopy } from '../../lib/catalogs.server';

/**
 * A legal page as the team last wrote it in the back office, or, until its first save, the text the
 * product ships with. `savedAt` says when the team's version was saved (the page shows that date).
 */
export async function legalPage(context: AppLoadContext, lang: Language, slug: StaticPageSlug) {
  const shipped = pageCopy(lang, slug);
  const saved = await apiFor(context, lang).request(staticPageSchema, 'GET', `/pages/${slug}`);
  if (saved.status !== 200 || saved.body.error) return { copy: shipped, savedAt: null };
  const { updated_at, ...page } = saved.body.data;
  return { copy: { ...page, updated: shipped.updated }, savedAt: updated_at };
}
