import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

const backoff = { baseMs: 1_000, maxMs: 60_000 };

describe('retry delay', () => {
  it('doubles with each attempt, between half and all of the step', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, backoff, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, backoff, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the cap, however many attempts failed', () => {
    for (const attempts of [7, 20, 1_000, Number.MAX_SAFE_INTEGER]) {
      const delay = retryDelayMs(attempts, backoff, () => 1);
      expect(delay).toBe(60_000);
    }
  });

  it('spreads events that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(5, backoff)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(8_000);
  });
});
