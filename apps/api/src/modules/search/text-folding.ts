/**
 * Folding of text for search, the same on the way in (documents) and on the way out (queries).
 *
 * Arabic needs more than PostgreSQL's Snowball stemmer gives: the same word is written with or
 * without short vowels, with several forms of alef, ya and ta marbuta, and broken plurals change the
 * inside of a word (تصميم, تصاميم). Besides the stemmed words, a document therefore carries a "root
 * key" for each Arabic word: the word without diacritics, article, common affixes and long vowels,
 * which is what "تصميم" and "تصاميم" have in common (تصمم).
 */

const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ARABIC_LETTER_FOLDS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  ؤ: 'و',
  ئ: 'ي',
};
const ARABIC_WORD = /^[\u0621-\u064A]+$/;
// Longest first: "وال" must win over "ال".
const ARABIC_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال'];
const ARABIC_SUFFIXES = ['يات', 'ات', 'ون', 'ين', 'ان', 'يه', 'ها', 'هم', 'ه', 'ي'];
const LONG_VOWELS = /[اوي]/g;

/** Lower case, Latin accents removed, Arabic diacritics removed and letter variants unified. */
export function foldText(text: string): string {
  return (
    text
      // Decomposition splits accents and the hamza or madda of alef, waw and ya into marks, dropped here.
      .normalize('NFKD')
      .replace(/\p{Mn}/gu, '')
      .replace(ARABIC_MARKS, '')
      .replace(/[أإآٱىةؤئ]/g, (letter) => ARABIC_LETTER_FOLDS[letter] ?? letter)
      .replace(/ı/g, 'i')
      .toLowerCase()
  );
}

/** The words of a text, folded: letters and digits of any script, everything else a separator. */
export function words(text: string): string[] {
  return foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The root key of one folded Arabic word (see the file comment), or undefined for other words. */
export function arabicRootKey(word: string): string | undefined {
  if (!ARABIC_WORD.test(word) || word.length < 2) return undefined;
  let stem = word;
  const prefix = ARABIC_PREFIXES.find((p) => stem.startsWith(p) && stem.length - p.length >= 2);
  if (prefix) stem = stem.slice(prefix.length);
  const suffix = ARABIC_SUFFIXES.find((s) => stem.endsWith(s) && stem.length - s.length >= 3);
  if (suffix) stem = stem.slice(0, -suffix.length);
  const key = stem[0] + stem.slice(1).replace(LONG_VOWELS, '');
  return key.length >= 2 ? key : stem;
}

/** The extra search keys of a text: Arabic root keys, and Latin words without their accents. */
export function searchKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const word of words(text)) {
    const root = arabicRootKey(word);
    if (root) keys.add(root);
    else if (/^[a-z0-9]+$/.test(word)) keys.add(word);
  }
  return [...keys];
}
