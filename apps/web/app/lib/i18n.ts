import type { Language } from '@wasla/shared/languages';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export type ShellCatalogs = { common: Record<string, unknown>; validation: Record<string, unknown> };

/** One i18next instance per language, fed by the catalogs the server sent; initialised synchronously. */
export function createI18n(lang: Language, catalogs: ShellCatalogs): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: catalogs },
    ns: ['common', 'validation'],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

const instances = new Map<string, i18n>();

/** The same instance for the same catalogs, so re-renders and `meta` functions do not re-initialise. */
export function i18nFor(lang: Language, catalogs: ShellCatalogs): i18n {
  const cached = instances.get(lang);
  if (cached && cached.getResourceBundle(lang, 'common') === catalogs.common) return cached;
  const created = createI18n(lang, catalogs);
  instances.set(lang, created);
  return created;
}
