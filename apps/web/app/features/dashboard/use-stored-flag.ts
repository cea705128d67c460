import { useCallback, useEffect, useState } from 'react';
import { writeCookie } from '../../lib/cookies';

/**
 * A yes/no choice kept in this browser's localStorage, and in a cookie of the same name so that the
 * server can draw the page with it (`initial`) instead of changing it after hydration. Private modes
 * that refuse storage keep it for the visit.
 */
export function useStoredFlag(key: string, initial = false) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(key);
      if (stored !== null) setValue(stored === '1');
    } catch {
      // Storage refused: the server's value stays.
    }
  }, [key]);
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeCookie(key, next ? '1' : '0');
      try {
        window.localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Storage refused: the cookie still carries the choice.
      }
    },
    [key],
  );
  return [value, update] as const;
}
