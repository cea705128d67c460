import { useCallback, useEffect, useRef, useState } from 'react';
import type { MarkReplyOutcome } from './mark-actions.server';

/**
 * The mark form's price and problems, read from its JSON check route with a plain `fetch`. Not a
 * router fetcher: a fetcher's first load of a route the browser has not discovered yet, revalidated
 * by the form's own submission at that moment, is matched to the catch-all not-found route and
 * breaks the page (react-router #15326). A newer check aborts the one before it; an answer that
 * cannot be read counts as a failed check, which the form offers to retry.
 */
const FAILED: MarkReplyOutcome = { outcome: 'check', quote: null, errors: {}, failed: true };

export function useMarkCheck() {
  const [data, setData] = useState<MarkReplyOutcome | undefined>(undefined);
  const [checking, setChecking] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const load = useCallback(async (url: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setChecking(true);
    try {
      const response = await fetch(url, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      const body = (await response.json()) as MarkReplyOutcome;
      if (!controller.signal.aborted) setData(response.ok ? body : FAILED);
    } catch {
      if (!controller.signal.aborted) setData(FAILED);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setChecking(false);
      }
    }
  }, []);

  useEffect(() => () => inFlight.current?.abort(), []);
  return { data, checking, load };
}
