import { clickPlan, notificationOf } from './push-display';
import type { PushEvent, WorkerScope } from './worker-scope';

/** A push message's JSON, or null when it has none or it is not JSON. */
function messageOf(event: PushEvent): unknown {
  try {
    return event.data ? JSON.parse(event.data.text()) : null;
  } catch {
    return null;
  }
}

/** Brings a window of the site to the clicked notification's page, or opens one. */
async function openClicked(scope: WorkerScope, data: unknown) {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const plan = clickPlan(data, windows, scope.location.origin);
  if (plan.kind === 'open') {
    await scope.clients.openWindow(plan.url);
    return;
  }
  const focused = await plan.window.focus();
  if (!plan.navigateTo) return;
  // `navigate` works on the pages this worker controls (every page once it has claimed them); a page
  // it cannot move is left as it is and the notification's page opens beside it.
  const moved = await focused.navigate(plan.navigateTo).catch(() => null);
  if (!moved) await scope.clients.openWindow(plan.navigateTo);
}

/**
 * Web push: each message shows its notification (a message that is not ours shows nothing), and a
 * click opens its page on this site.
 */
export function listenForPushes(scope: WorkerScope) {
  scope.addEventListener('push', (event) => {
    const shown = notificationOf(messageOf(event), scope.location.origin);
    if (shown) event.waitUntil(scope.registration.showNotification(shown.title, shown.options));
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    event.waitUntil(openClicked(scope, event.notification.data));
  });
}
