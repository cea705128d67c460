import { CHUNK_RELOAD_GUARD_MS } from '@wasla/shared/business-constants';
import { useEffect } from 'react';

const KEY = 'chunkReloadAt';

/** At most one reload per guard window, so a broken deploy cannot cause a reload loop. */
export function mayReload(lastReloadAt: number, now: number): boolean {
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/**
 * After a deploy an open tab may ask for a code chunk that no longer exists. One full reload fetches
 * the new build; at most one per minute, so a broken deploy cannot cause a reload loop.
 */
export function useChunkReloadGuard() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (!mayReload(Number(sessionStorage.getItem(KEY) ?? 0), Date.now())) return;
      event.preventDefault();
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}
