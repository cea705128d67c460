import type { Language } from '@wasla/shared/languages';
import { useEffect } from 'react';
import { pushStore, readSent } from './push-memory';

/**
 * Keeps this device's web push subscription with the API on every page (`update-fcm-token`: sent only
 * when it changed, see push-memory.ts). The module that talks to the browser's push service loads
 * only when there is something to do: a guest with a subscription remembered, or an account whose
 * browser allows notifications. Nothing here ever asks for the permission.
 */
export function usePushSync(lang: Language, userId: number | null) {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || typeof Notification === 'undefined') return;
    const work = userId === null ? readSent(pushStore()) !== null : Notification.permission === 'granted';
    if (!work) return;
    import('./push-client').then(({ syncDevice }) => syncDevice(lang, userId)).catch(() => undefined);
  }, [lang, userId]);
}
