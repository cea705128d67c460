/**
 * The site's service worker, served at `/sw.js` with the whole site as its scope; vite.config.ts
 * bundles it with the web app (service-worker-build.ts). Each feature adds its own listeners from a
 * module of its own: web push, and the installed app's offline cache.
 */
import { cacheForOffline } from './offline-cache';
import { listenForPushes } from './push-events';
import { workerScope } from './worker-scope';

const scope = workerScope();

// Lifecycle: a new version takes over at once and controls the open pages, so a notification click
// can move them. Pages keep working across versions: each version's hashed files are its own, and a
// page of the previous build reloads itself when one of its files is gone (chunk-reload-guard.ts).
scope.addEventListener('install', () => {
  void scope.skipWaiting();
});
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

// The offline half of the installed app: the shell, hashed files and recently opened pages.
cacheForOffline(scope);

// Web push: notifications, and what a click on one opens.
listenForPushes(scope);
