import { useCallback, useEffect, useState } from 'react';

/**
 * A yes/no choice kept in this browser's localStorage. The server renders the default; the stored
 * choice applies right after hydration. Private modes that refuse storage keep it for the visit.
 */
export function useStoredFlag(key: string, initial = false) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    try {
      const stored = window.localStorage.getItem(key);
      if (stored !== null) setValue(stored === '1');
    } catch {
      // Storage refused: the default stays.
    }
  }, [key]);
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // Storage refused: the choice lasts until the page is left.
      }
    },
    [key],
  );
  return [value, update] as const;
}
