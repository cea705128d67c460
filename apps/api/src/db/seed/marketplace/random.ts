/**
 * A small seeded generator (mulberry32). The demo marketplace is drawn from it rather than from
 * Math.random, so every run produces the same accounts, services and reviews, and a screenshot or a
 * search that worked yesterday still finds the same things today.
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  /** A whole number from `min` to `max`, both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy;
  };
  return {
    next,
    int,
    shuffle,
    between: (min: number, max: number) => min + next() * (max - min),
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!,
    sample: <T>(list: readonly T[], count: number): T[] => shuffle(list).slice(0, count),
    /** An index drawn in proportion to `weights`. */
    weighted(weights: readonly number[]) {
      let roll = next() * weights.reduce((sum, w) => sum + w, 0);
      for (const [index, weight] of weights.entries()) {
        roll -= weight;
        if (roll < 0) return index;
      }
      return weights.length - 1;
    },
    digits: (count: number) => Array.from({ length: count }, () => int(0, 9)).join(''),
  };
}

export type Random = ReturnType<typeof createRandom>;
