import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';

/** Waits between asks: quick at first, when the answer usually comes, then every few seconds. */
export const POLL_DELAYS_MS = [1000, 1000, 1500, 2000, 3000, 5000] as const;
/** How many asks before the page stops and offers to check again itself (about a minute and a half). */
export const POLL_LIMIT = 20;

export const pollDelay = (asked: number) => POLL_DELAYS_MS[Math.min(asked, POLL_DELAYS_MS.length - 1)]!;

/**
 * Reads the page's loader again until `settled`, so a charge waiting for the gateway shows its outcome
 * as soon as it is known. `asked` counts the reads (the progress shown); after `POLL_LIMIT` it stops
 * (`gaveUp`) and `again` starts another round when the person asks.
 */
export function useChargePolling(settled: boolean) {
  const revalidator = useRevalidator();
  const [asked, setAsked] = useState(0);
  const gaveUp = !settled && asked >= POLL_LIMIT;
  const idle = revalidator.state === 'idle';
  useEffect(() => {
    if (settled || gaveUp || !idle) return;
    const timer = setTimeout(() => {
      setAsked((n) => n + 1);
      void revalidator.revalidate();
    }, pollDelay(asked));
    return () => clearTimeout(timer);
  }, [settled, gaveUp, idle, asked, revalidator]);
  return {
    asked,
    gaveUp,
    checking: !idle,
    again: () => {
      setAsked(0);
      void revalidator.revalidate();
    },
  };
}
