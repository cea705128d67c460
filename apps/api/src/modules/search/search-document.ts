import { LANGUAGES, type Language } from '@wasla/shared/languages';
import { visibleText } from '@wasla/shared/validation-rules';
import { foldText, searchKeys } from './text-folding';

/** The PostgreSQL text search configuration that stems each language. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = {
  ar: 'arabic',
  en: 'english',
  fr: 'french',
  tr: 'turkish',
};

type Written = Partial<Record<Language, string>>;

/**
 * One weight class of the document: the folded text in each language, and the extra keys of all of
 * them. Queries are folded the same way, so accents and Arabic letter variants never decide a match.
 */
export type DocumentPart = { texts: Record<Language, string>; keys: string };

/**
 * What a service is found by. Names weigh most (A), then tags (B), then the description (C), so that
 * a word in the name ranks a service above one that only mentions it.
 */
export type SearchDocument = {
  name: DocumentPart;
  tags: DocumentPart;
  description: DocumentPart;
  text: string;
};

function part(texts: Written[]): DocumentPart {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      foldText(
        texts
          .map((t) => t[lang] ?? '')
          .filter(Boolean)
          .join(' . '),
      ),
    ]),
  ) as Record<Language, string>;
  const keys = searchKeys(Object.values(byLanguage).join(' '));
  return { texts: byLanguage, keys: keys.join(' ') };
}

export function buildSearchDocument(service: {
  name: Written;
  description: Written;
  tags: Written[];
}): SearchDocument {
  const description = Object.fromEntries(
    Object.entries(service.description).map(([lang, html]) => [lang, visibleText(html ?? '')]),
  ) as Written;
  const names = LANGUAGES.map((lang) => service.name[lang]).filter(Boolean) as string[];
  return {
    name: part([service.name]),
    tags: part(service.tags),
    description: part([description]),
    // Folded names, one per language, for trigram matching of typos and partial words.
    text: [...new Set(names.map(foldText))].join(' | '),
  };
}
