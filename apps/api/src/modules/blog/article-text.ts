/** How long an article's opening is on its card and in its description. */
const EXCERPT_CHARS = 200;

/** The opening of an article's plain text, cut at a word, and its number of words. */
export function excerptAndWords(text: string) {
  const excerpt =
    text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS).replace(/\s+\S*$/, '')}…` : text;
  return { excerpt, words: text.split(/\s+/).filter(Boolean).length };
}
