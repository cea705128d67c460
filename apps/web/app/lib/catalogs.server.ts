import { resources } from '@wasla/i18n/resources';
import type { Language } from '@wasla/shared/languages';
import { ACCOUNT_SECTIONS, type CatalogGroup } from './catalog-groups';
import type { ShellCatalogs } from './i18n';

/** Every language has the shape of the English copy (the catalog test holds them to it). */
type Pages = typeof import('@wasla/i18n/locales/en/pages.json');

type Common = Record<string, unknown>;
const GROUPED = new Set<string>(ACCOUNT_SECTIONS);

// Built once per language; the same object each time also lets the browser-side cache recognise it.
const shells = new Map<Language, ShellCatalogs>();
const accounts = new Map<Language, CatalogGroup>();

/** The catalogs every page needs in the browser: one language, the short namespaces, no grouped sections. */
export function shellCatalogs(lang: Language): ShellCatalogs {
  let shell = shells.get(lang);
  if (!shell) {
    const common = Object.fromEntries(
      Object.entries(resources[lang].common as Common).filter(([section]) => !GROUPED.has(section)),
    );
    shell = { common, validation: resources[lang].validation };
    shells.set(lang, shell);
  }
  return shell;
}

/** The sections of the signed-in work screens, for the loaders of those screens to return as `catalog`. */
export function accountCatalog(lang: Language): CatalogGroup {
  let group = accounts.get(lang);
  if (!group) {
    const common = resources[lang].common as Common;
    group = { group: 'account', common: Object.fromEntries(ACCOUNT_SECTIONS.map((s) => [s, common[s]])) };
    accounts.set(lang, group);
  }
  return group;
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
