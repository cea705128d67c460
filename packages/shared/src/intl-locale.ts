import { isLanguage, type Language } from './languages';

/**
 * The `Intl` locale of a language. Arabic keeps Western digits ("ar-u-nu-latn"), as Gulf marketplaces
 * print prices, so amounts read the same in every language and copy cleanly. Any other locale tag
 * passes through.
 */
export function intlLocale(lang: Language | (string & {})): string {
  if (!isLanguage(lang)) return lang;
  return lang === 'ar' ? 'ar-u-nu-latn' : lang;
}
