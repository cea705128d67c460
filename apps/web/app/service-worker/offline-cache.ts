import { OFFLINE_PAGES_KEPT } from '@wasla/shared/business-constants';
import {
  keysToDrop,
  kindOf,
  languageOf,
  offlinePagePath,
  offlineRedirect,
  PAGES_CACHE,
  STATIC_CACHE_PREFIX,
} from './offline-rules';
import type { FetchEvent, WorkerScope } from './worker-scope';

// Written by the build (service-worker-build.ts): the files every page needs, and their version.
declare const __SHELL_ASSETS__: string[];
declare const __SHELL_VERSION__: string;

const STATIC_CACHE = `${STATIC_CACHE_PREFIX}${__SHELL_VERSION__}`;

// Shown offline for a page never opened when not even the offline page could be kept: both scripts.
const LAST_RESORT = `<!doctype html><html lang="ar" dir="rtl"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Wasla</title><body style="font-family:system-ui,sans-serif;background:#f6f8f7;color:#0f1f1d;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center"><main><h1>لا يوجد اتصال بالإنترنت</h1><p lang="en" dir="ltr">No Internet Connection</p><button onclick="location.reload()" style="margin-top:1rem;padding:.75rem 1.5rem;border:0;border-radius:.75rem;background:#135d56;color:#fff;font:inherit">إعادة المحاولة · Try again</button></main></body></html>`;

const lastResort = () =>
  new Response(LAST_RESORT, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });

/** A hashed file: from the cache, or fetched once and kept (its name changes when its content does). */
async function staticFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  // Whatever the request's headers: a file precached by the worker is asked for again by the page.
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** Keeps a page's copy as the newest one, and forgets the oldest beyond the number kept. */
async function keepPage(request: Request, response: Response) {
  const cache = await caches.open(PAGES_CACHE);
  // Deleted first, so the page moves to the end of the cache's order: the order is its age.
  await cache.delete(request, { ignoreVary: true });
  await cache.put(request, response);
  // Pages and their data are trimmed apart: a page opened by a full load has no data entry.
  const keys = await cache.keys();
  const isData = (key: Request) => new URL(key.url).pathname.endsWith('.data');
  const stale = [
    ...keysToDrop(
      keys.filter((key) => !isData(key)),
      OFFLINE_PAGES_KEPT,
    ),
    ...keysToDrop(keys.filter(isData), OFFLINE_PAGES_KEPT),
  ];
  for (const key of stale) await cache.delete(key, { ignoreVary: true });
}

/** The offline page of the language, as a visitor sees it (nothing of the account is kept in it). */
async function keepOfflinePage(lang: string) {
  const cache = await caches.open(STATIC_CACHE);
  const path = offlinePagePath(lang);
  if (await cache.match(path)) return;
  const response = await fetch(path, { credentials: 'omit' });
  if (response.ok) await cache.put(path, response);
}

/**
 * A page: from the network, kept for offline; when the network fails, the kept copy, else the offline
 * page of its language. Page data (client navigations) falls back to its kept copy only: a link
 * followed offline loads the whole page (app-worker.ts), so this is only a back or forward move.
 */
async function page(event: FetchEvent, isData: boolean): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.status === 200 && response.type === 'basic') {
      event.waitUntil(keepPage(event.request, response.clone()).catch(() => undefined));
      const lang = languageOf(new URL(event.request.url).pathname);
      if (!isData && lang) event.waitUntil(keepOfflinePage(lang).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(event.request, { cacheName: PAGES_CACHE, ignoreVary: true });
    if (kept) return kept;
    if (isData) throw error;
    const asked = new URL(event.request.url);
    return Response.redirect(offlineRedirect(asked.origin, languageOf(asked.pathname) ?? 'ar', asked), 302);
  }
}

/** The offline page: from the network while online (it may have changed), else as kept at install. */
async function offlinePage(event: FetchEvent): Promise<Response> {
  try {
    return await fetch(event.request);
  } catch {
    const kept = await caches.match(event.request, {
      cacheName: STATIC_CACHE,
      ignoreSearch: true,
      ignoreVary: true,
    });
    return kept ?? lastResort();
  }
}

/**
 * The installed app's offline half: the shell is cached when a version installs, hashed files as they
 * are first fetched, and pages as they are opened, so recently opened pages read offline.
 */
export function cacheForOffline(scope: WorkerScope) {
  scope.addEventListener('install', (event) => {
    // A shell file that fails to load fails the install: the old version stays until the next visit.
    event.waitUntil(caches.open(STATIC_CACHE).then((cache) => cache.addAll(__SHELL_ASSETS__)));
  });
  scope.addEventListener('activate', (event) => {
    event.waitUntil(
      caches
        .keys()
        .then((names) =>
          Promise.all(
            names
              .filter((name) => name.startsWith(STATIC_CACHE_PREFIX) && name !== STATIC_CACHE)
              .map((name) => caches.delete(name)),
          ),
        ),
    );
  });
  scope.addEventListener('fetch', (event) => {
    const kind = kindOf(event.request, scope.location.origin);
    if (kind === 'static') event.respondWith(staticFile(event));
    else if (kind === 'offline-page') event.respondWith(offlinePage(event));
    else if (kind === 'page' || kind === 'page-data') event.respondWith(page(event, kind === 'page-data'));
  });
}
