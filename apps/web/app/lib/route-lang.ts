import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@wasla/shared/languages';

/** The language of a screen under `/:lang`; the shell has already refused any other value. */
export function langOf(params: { lang?: string }): Language {
  return isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
}
