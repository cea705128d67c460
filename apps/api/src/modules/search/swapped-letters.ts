/** Texts shorter than this swap into other real names too easily ("ali", "omar"): not tried. */
const SHORTEST = 5;
/** Past this length a text has too many spellings to try, and trigrams already forgive one swap. */
const LONGEST = 32;

/**
 * The text with two neighbouring letters swapped, once for each pair: "jonhson" gives "johnson"
 * among others. Swapping two letters is the commonest typo in a name and the one trigrams forgive
 * least: it changes three of a short word's trigrams, so "Jonhson" is only a third like "Johnson".
 * Pairs with a space or the same letter twice are skipped (the swap would say nothing new).
 */
export function swappedSpellings(folded: string): string[] {
  const letters = [...folded];
  if (letters.length < SHORTEST || letters.length > LONGEST) return [];
  const spellings = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    const [a, b] = [letters[i]!, letters[i + 1]!];
    if (a === b || /\s/.test(a) || /\s/.test(b)) continue;
    spellings.add([...letters.slice(0, i), b, a, ...letters.slice(i + 2)].join(''));
  }
  spellings.delete(folded);
  return [...spellings];
}
