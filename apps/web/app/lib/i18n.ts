import type { Language } from '@wasla/shared/languages';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type ShellCatalogs = { common: Record<string, unknown>; validation: Record<string, unknown> };

/**
 * One i18next instance per language, fed by its shell catalogs; initialised synchronously.
 * It keeps its own copy, because groups added later (see catalog-groups) are merged into it.
 */
export function createI18n(lang: Language, catalogs: ShellCatalogs): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: structuredClone(catalogs) },
    ns: ['common', 'validation'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // A key that is not in the catalogs the page received shows as the key itself: say so loudly.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) =>
      console.error(`Missing catalog key ${namespace}:${key}`),
  });
  return instance;
}

const shellCatalogs = new Map<Language, ShellCatalogs>();

/**
 * Makes a language's shell catalogs available to `i18nFor`: on the server from its own copy of every
 * catalog (catalogs.server), in the browser once that language's file has loaded (catalog-files).
 */
export function provideShellCatalogs(lang: Language, catalogs: ShellCatalogs) {
  shellCatalogs.set(lang, catalogs);
}

export const hasShellCatalogs = (lang: Language) => shellCatalogs.has(lang);

const instances = new Map<string, { catalogs: ShellCatalogs; instance: i18n }>();

/** The same instance for the same catalogs, so re-renders and `meta` functions do not re-initialise. */
export function i18nFor(lang: Language): i18n {
  const catalogs = shellCatalogs.get(lang);
  if (!catalogs) throw new Error(`The ${lang} catalogs have not been loaded`);
  const cached = instances.get(lang);
  if (cached?.catalogs === catalogs) return cached.instance;
  const instance = createI18n(lang, catalogs);
  instances.set(lang, { catalogs, instance });
  return instance;
}
