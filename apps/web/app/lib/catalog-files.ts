import type { Language } from '@wasla/shared/languages';
import { type CatalogGroupName, hasCatalogGroup, provideCatalogGroup } from './catalog-groups';
import { hasShellCatalogs, provideShellCatalogs, type ShellCatalogs } from './i18n';

/**
 * The catalogs travel as files of the build (catalog-chunks.ts), not in every page's data: the browser
 * keeps them with the other hashed files, so a page's HTML is that much lighter (about 30 KB
 * compressed, and as much again on a signed-in screen), and the words arrive with the scripts, after
 * the first paint. Each language has its shell file and one file per group (`account`, `team`).
 */
const shellFiles: Record<Language, () => Promise<{ default: ShellCatalogs }>> = {
  ar: () => import('virtual:catalogs/ar/shell'),
  en: () => import('virtual:catalogs/en/shell'),
  fr: () => import('virtual:catalogs/fr/shell'),
  tr: () => import('virtual:catalogs/tr/shell'),
};
type GroupFile = () => Promise<{ default: Record<string, unknown> }>;
const groupFiles: Record<CatalogGroupName, Record<Language, GroupFile>> = {
  account: {
    ar: () => import('virtual:catalogs/ar/account'),
    en: () => import('virtual:catalogs/en/account'),
    fr: () => import('virtual:catalogs/fr/account'),
    tr: () => import('virtual:catalogs/tr/account'),
  },
  team: {
    ar: () => import('virtual:catalogs/ar/team'),
    en: () => import('virtual:catalogs/en/team'),
    fr: () => import('virtual:catalogs/fr/team'),
    tr: () => import('virtual:catalogs/tr/team'),
  },
};

/** Loads a language's shell catalogs once; hydration and a change of language wait for it. */
export async function loadShellCatalogs(lang: Language) {
  if (hasShellCatalogs(lang)) return;
  const { default: catalogs } = await shellFiles[lang]();
  provideShellCatalogs(lang, catalogs);
}

const groupsOnTheirWay = new Map<string, Promise<void>>();

/**
 * Loads a group's file once. The same promise each time, for React's `use`: a screen of the group
 * waits for it, and a navigation keeps the page it leaves on screen meanwhile. A failed load is
 * forgotten, so the next navigation tries again.
 */
export function loadCatalogGroup(lang: Language, group: CatalogGroupName): Promise<void> {
  const key = `${lang}/${group}`;
  let loading = groupsOnTheirWay.get(key);
  if (!loading) {
    loading = hasCatalogGroup(lang, group)
      ? Promise.resolve()
      : groupFiles[group][lang]().then(
          ({ default: common }) => provideCatalogGroup(lang, group, common),
          (error: unknown) => {
            groupsOnTheirWay.delete(key);
            throw error;
          },
        );
    groupsOnTheirWay.set(key, loading);
  }
  return loading;
}
