import { resources } from '@wasla/i18n/resources';
import { LANGUAGES, type Language } from '@wasla/shared/languages';
import { CATALOG_GROUP_NAMES, groupCatalogOf, provideCatalogGroup, shellCatalogsOf } from './catalog-groups';
import { provideShellCatalogs } from './i18n';

/** Every language has the shape of the English copy (the catalog test holds them to it). */
type Pages = typeof import('@wasla/i18n/locales/en/pages.json');

type Common = Record<string, unknown>;

// The server renders every language from its own copy; the browser loads its language's copies,
// files of the build, as it needs them (catalog-files.ts).
for (const lang of LANGUAGES) {
  const common = resources[lang].common as Common;
  provideShellCatalogs(lang, shellCatalogsOf(common, resources[lang].validation));
  for (const group of CATALOG_GROUP_NAMES) provideCatalogGroup(lang, group, groupCatalogOf(group, common));
}

/** The long copy of one static page, sent only to the page that shows it. */
export function pageCopy<K extends keyof Pages>(lang: Language, page: K): Pages[K] {
  return (resources[lang].pages as Pages)[page];
}

/** A few words for the last-resort error page, which has no catalogs of its own. */
export function fallbackCopy(lang: Language) {
  const common = resources[lang].common as Record<string, Record<string, string>>;
  return common.fallback_error as { title: string; body: string; home: string };
}
