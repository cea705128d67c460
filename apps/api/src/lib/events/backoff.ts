/**
 * How long a failed event waits before its next attempt: exponential in the number of attempts so a
 * broken mail server is not hammered, capped so a fixed one is used again within the hour, and
 * jittered ("full jitter": a random wait between half and all of the step) so events that failed
 * together do not all come back at the same instant.
 */
export type Backoff = { baseMs: number; maxMs: number };

export const defaultBackoff: Backoff = { baseMs: 2_000, maxMs: 30 * 60_000 };

export function retryDelayMs(
  attempts: number,
  backoff: Backoff = defaultBackoff,
  random = Math.random,
): number {
  const exponent = Math.max(0, attempts - 1);
  // 2 ** 40 ms is decades already; the cap applies long before, and the exponent stays finite.
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.min(exponent, 40));
  return Math.round(step / 2 + random() * (step / 2));
}
