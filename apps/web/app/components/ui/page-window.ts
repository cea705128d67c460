/**
 * The page numbers a pager shows: the first, the last, and the current one with a neighbour on each
 * side; `null` marks a gap. Short lists show every page.
 */
export function pageWindow(current: number, last: number): (number | null)[] {
  if (last <= 7) return Array.from({ length: Math.max(last, 1) }, (_, i) => i + 1);
  const run = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  // A gap always hides two pages or more: near an end, five pages in a row stand beside it.
  if (current <= 4) return [...run(1, 5), null, last];
  if (current >= last - 3) return [1, null, ...run(last - 4, last)];
  return [1, null, ...run(current - 1, current + 1), null, last];
}
