/** The four interface languages. Arabic is the default and the fallback for every missing text. */
export const LANGUAGES = ['ar', 'en', 'fr', 'tr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

export const LANGUAGE_NAMES: Record<Language, string> = {
  ar: 'العربية',
  en: 'English',
  fr: 'Français',
  tr: 'Türkçe',
};

/** A text stored in every language, as the catalogue keeps names and descriptions. */
export type LocalizedText = Record<Language, string>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/**
 * Picks the best supported language from a header such as Accept-Language ("fr-CA,fr;q=0.9,en;q=0.8")
 * or Content-Language ("en"). Returns undefined when nothing matches so callers choose their fallback.
 */
export function negotiateLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** Chooses the text of a localized record in the wanted language, falling back to Arabic, then any. */
export function localize(text: Partial<LocalizedText> | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text[DEFAULT_LANGUAGE] || Object.values(text).find(Boolean) || '';
}
