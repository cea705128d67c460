import { slugify } from '@wasla/shared/slugify';

/** An address from English words: lower case, dashes, at most 80 characters. */
export const slugBase = (english: string, fallback: string) =>
  slugify(english).slice(0, 80).replace(/-+$/, '') || fallback;

/** The first free address: `base`, then `base-2`, `base-3`… past those `taken`. */
export function freeSlug(base: string, taken: string[]) {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
