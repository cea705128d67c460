import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Marks that steer the bidi algorithm but have no glyph of their own. */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const STRONG_RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** A piece of a line in one direction, in the order it is drawn from left to right. */
export type VisualRun = { text: string; rtl: boolean };

/**
 * `text` (logical order) as runs drawn from left to right, by the Unicode bidirectional algorithm
 * with `base` as the paragraph's direction: an Arabic sentence with a number and a Latin name in it
 * reads right to left with the number and the name left to right. A right-to-left run comes as its
 * words (and the spaces between them) from the last: brackets mirrored, an Arabic word in logical
 * order because the font engine (fontkit) shapes it and reverses its glyphs itself, a word of
 * neutrals only reversed here.
 */
export function visualRuns(text: string, base: 'rtl' | 'ltr'): VisualRun[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] as number;
    const last = runs.at(-1);
    if (last && last.level === level) last.end = i;
    else runs.push({ start: i, end: i, level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; ) {
      if (runs[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j + 1;
    }
  }
  return runs.flatMap(({ start, end, level }): VisualRun[] => {
    const rtl = level % 2 === 1;
    const piece = [...text.slice(start, end + 1)]
      .map((char) => (rtl ? (bidi.getMirroredCharacter(char) ?? char) : char))
      .join('')
      .replace(CONTROLS, '')
      .replace(/[\u00a0\u202f]/g, ' ');
    if (!piece) return [];
    if (!rtl) return [{ text: piece, rtl }];
    // pdfkit lays a text out word by word in the order given, so a right-to-left run is handed over
    // word by word from its last word: each Arabic word is shaped and reversed by the font engine,
    // anything else (digits are never here, only neutrals) is reversed here.
    return piece
      .split(/( +)/)
      .filter(Boolean)
      .reverse()
      .map((word) => ({ text: STRONG_RTL.test(word) ? word : [...word].reverse().join(''), rtl }));
  });
}
