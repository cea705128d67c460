/**
 * The site's service worker, served at `/sw.js` with the whole site as its scope; vite.config.ts
 * bundles it with the web app (service-worker-build.ts). Each feature adds its own listeners from a
 * module of its own: today web push. An offline or installable-app feature adds a `fetch` listener and
 * its caches beside it, in a module of its own.
 */
import { listenForPushes } from './push-events';
import { workerScope } from './worker-scope';

const scope = workerScope();

// Lifecycle: a new version takes over at once and controls the open pages, so a notification click
// can move them. Nothing is cached yet, so no page depends on an older version.
scope.addEventListener('install', () => {
  void scope.skipWaiting();
});
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

// Web push: notifications, and what a click on one opens.
listenForPushes(scope);
