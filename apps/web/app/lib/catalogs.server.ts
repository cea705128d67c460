import { resources } from '@wasla/i18n/resources';
import type { Language } from '@wasla/shared/languages';
import type { ShellCatalogs } from './i18n';

/** Every language has the shape of the English copy (the catalog test holds them to it). */
type Pages = typeof import('@wasla/i18n/locales/en/pages.json');

/** The catalogs the shell needs in the browser: one language, the short namespaces only. */
export function shellCatalogs(lang: Language): ShellCatalogs {
  return { common: resources[lang].common, validation: resources[lang].validation };
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
