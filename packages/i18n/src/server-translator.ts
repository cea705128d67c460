import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@wasla/shared/languages';
import i18next, { type TFunction } from 'i18next';

export type { TFunction };

import type { Namespace } from './namespaces';
import { resources } from './resources';

/** One shared i18next instance for server code; `translator(lang)` is cheap and never async. */
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'validation', 'errors'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(lang: Language, ns: Namespace = 'errors'): TFunction {
  return instance.getFixedT(lang, ns);
}
