import { useEffect } from 'react';
import { claimSavedPages } from './saved-pages';

/** The site's service worker, at the root so its scope is the whole site. */
export const SERVICE_WORKER = '/sw.js';

/**
 * Registers the service worker once the page has loaded and the browser is idle: it caches the shell
 * for the installed app and keeps opened pages for reading offline. Only the built site has one to
 * register (development serves files the worker has no list of).
 */
function registerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || !window.isSecureContext) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER, { scope: '/' }).catch(() => undefined);
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * While the browser is offline, a link inside the site loads the whole page, which the service worker
 * answers from the pages kept here, rather than asking the server for the page's data (which fails).
 */
function loadWholePagesOffline(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  // A link within the page (the skip link, a tab's anchor) stays with the browser.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return;
  event.preventDefault();
  window.location.assign(url.href);
}

/** The installed app's page side: the worker registered, saved pages kept to their account, links offline. */
export function useInstalledApp(userId: number | null) {
  useEffect(() => {
    claimSavedPages(userId);
  }, [userId]);
  useEffect(() => {
    registerWhenIdle();
    // Capturing, on the window: it runs before the router's own handler, which then leaves the link be.
    window.addEventListener('click', loadWholePagesOffline, true);
    return () => window.removeEventListener('click', loadWholePagesOffline, true);
  }, []);
}
