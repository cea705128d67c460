/** Nearest-rank percentiles of a list of milliseconds, rounded to a tenth. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => {
    if (!sorted.length) return Number.NaN;
    const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
    return Math.round(sorted[rank - 1]! * 10) / 10;
  };
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

export type Percentiles = ReturnType<typeof percentiles>;
