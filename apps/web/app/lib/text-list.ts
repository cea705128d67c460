import type { Language } from '@wasla/shared/languages';

/**
 * Parts of one line ("Dubai, Dubai, United Arab Emirates") joined with the comma of the page's
 * language: "،" in Arabic, "," in the others. The line takes the page's punctuation, whatever the
 * script of its parts (place names are often in Latin letters on an Arabic page, and the reverse).
 */
export function commaList(parts: readonly (string | null | undefined)[], lang: Language): string {
  return parts.filter((part): part is string => Boolean(part)).join(lang === 'ar' ? '، ' : ', ');
}
