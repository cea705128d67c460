import { directionOf, isLanguage, type Language } from '@wasla/shared/languages';

/**
 * What the service worker decides about a push message, kept apart from the worker's events so it
 * can be tested: the notification a message shows and the page a click opens. A message carries a
 * stored notification (the API's `PushMessage`): its id, the sender's name as the title, the sentence
 * in the reader's language as the body, and the page it opens under the reader's language prefix.
 */

export const NOTIFICATION_ICON = '/icons/notification-192.png';
/** The small monochrome mark of the status bar on Android (only its transparency counts). */
export const NOTIFICATION_BADGE = '/icons/notification-badge-96.png';

export type ClickData = { url: string | null };

export type ShownNotification = {
  title: string;
  options: NotificationOptions & { data: ClickData };
};

/**
 * The absolute address of a link on this site, or null for anything else: another origin, a
 * protocol-relative `//host` path, `javascript:` and other schemes. A push is signed by the site, but
 * a click must never take the reader off it whatever the message says.
 */
export function sameOriginLink(link: unknown, origin: string): string | null {
  if (typeof link !== 'string' || link === '') return null;
  let url: URL;
  try {
    url = new URL(link, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.href;
}

/** The language of a page of the site, from its prefix (`/ar/deals/4` is Arabic). */
export function languageOfLink(link: string | null): Language | null {
  if (!link) return null;
  const first = new URL(link).pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}

/**
 * The notification a push message asks for, or null for a message that is not one of ours. Its tag
 * is the notification's id: a message delivered twice (the API retries a push service that failed)
 * replaces the one shown instead of stacking a copy, and does not ring again.
 */
export function notificationOf(message: unknown, origin: string): ShownNotification | null {
  if (!message || typeof message !== 'object') return null;
  const { id, title, body, url } = message as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
  if (typeof title !== 'string' || title.trim() === '') return null;
  const link = sameOriginLink(url, origin);
  const lang = languageOfLink(link);
  return {
    title,
    options: {
      body: typeof body === 'string' ? body : '',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      tag: `notification-${id}`,
      ...(lang ? { lang, dir: directionOf(lang) } : {}),
      data: { url: link },
    },
  };
}

/** A window of the site as the worker sees it. */
export type SiteWindow = { url: string; focused: boolean; visibilityState: DocumentVisibilityState };

export type ClickPlan<W extends SiteWindow> =
  | { kind: 'focus'; window: W; navigateTo: string | null }
  | { kind: 'open'; url: string };

/**
 * What a click on a notification does: brings a window of the site forward (the one in front, else
 * a visible one, else any) and takes it to the notification's page unless it is there already; with
 * no window open, opens the page (the site's home when the message had no page of ours).
 */
export function clickPlan<W extends SiteWindow>(
  data: unknown,
  windows: readonly W[],
  origin: string,
): ClickPlan<W> {
  const link = sameOriginLink((data as Partial<ClickData> | null)?.url, origin);
  const ours = windows.filter((w) => sameOriginLink(w.url, origin));
  const chosen = ours.find((w) => w.focused) ?? ours.find((w) => w.visibilityState === 'visible') ?? ours[0];
  if (!chosen) return { kind: 'open', url: link ?? `${origin}/` };
  return { kind: 'focus', window: chosen, navigateTo: link && link !== chosen.url ? link : null };
}
