import type { Notification } from '@wasla/shared/contracts/notifications';
import type { Language } from '@wasla/shared/languages';
import { useEffect, useSyncExternalStore } from 'react';
import { readAll, readOne } from './notification-model';

/**
 * The header's notifications, one copy per browser tab (both bells, desktop and phone, read it).
 * SPEC.md section 4: loaded once when the header first shows for a signed-in account and again on
 * sign-in; cleared on sign-out; read again each time the closed menu opens, and whenever the chat
 * socket says a new one was stored (`notificationArrived`). Section 8: a failed call is only
 * logged, and the list stays as it was.
 */
export type NotificationsState = {
  /** The account the list belongs to; null signed out. */
  userId: number | null;
  lang: Language | null;
  /** `loading` until the first answer for this account; later reads keep `ready` and the list. */
  status: 'idle' | 'loading' | 'ready';
  /** A read is on its way (the first or a later one). */
  fetching: boolean;
  items: Notification[];
  unread: number;
};

const EMPTY: NotificationsState = {
  userId: null,
  lang: null,
  status: 'idle',
  fetching: false,
  items: [],
  unread: 0,
};

let state: NotificationsState = EMPTY;
let asking: AbortController | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<NotificationsState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const base = (lang: Language) => `/${lang}/notifications-data`;

type Latest = { data: Notification[]; unread_count: number };
const isLatest = (body: unknown): body is Latest =>
  Array.isArray((body as Latest | null)?.data) && typeof (body as Latest).unread_count === 'number';

/** Reads the latest notifications of the current account again; a read already on its way is dropped. */
export async function refreshNotifications(): Promise<void> {
  const { userId, lang } = state;
  if (userId === null || !lang) return;
  asking?.abort();
  const controller = new AbortController();
  asking = controller;
  set({ fetching: true });
  try {
    const res = await fetch(`${base(lang)}/latest`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok || !isLatest(body)) throw new Error(`notifications answered ${res.status}`);
    // Signed out or another account while it was on its way: not theirs.
    if (asking !== controller || state.userId !== userId) return;
    set({ status: 'ready', items: body.data, unread: body.unread_count });
  } catch (error) {
    if (controller.signal.aborted) return;
    console.error('Notifications could not be read', error);
    if (state.userId === userId && state.status === 'loading') set({ status: 'ready' });
  } finally {
    if (asking === controller) {
      asking = null;
      set({ fetching: false });
    }
  }
}

/** The header shows for `userId` in `lang`: the first read for this account (or language), else nothing. */
export function showNotificationsFor(userId: number, lang: Language) {
  if (state.userId === userId && state.lang === lang) return;
  set({ ...EMPTY, userId, lang, status: 'loading' });
  void refreshNotifications();
}

/** Signed out: nothing is kept, nothing is on its way. */
export function clearNotifications() {
  asking?.abort();
  asking = null;
  if (state !== EMPTY) {
    state = EMPTY;
    for (const listener of listeners) listener();
  }
}

/**
 * A new notification was stored for the reader (the chat socket's `notification` frame): the bell
 * reads the latest again. The one place real time reaches the bell.
 */
export function notificationArrived() {
  void refreshNotifications();
}

async function post(lang: Language, body: { id: number } | { all: true }) {
  const res = await fetch(`${base(lang)}/read`, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    // The reader is usually leaving for the notification's page: the mark still goes.
    keepalive: true,
  });
  const reply = (await res.json().catch(() => null)) as { unread_count?: unknown } | null;
  if (!res.ok || typeof reply?.unread_count !== 'number') throw new Error(`read answered ${res.status}`);
  return reply.unread_count;
}

/**
 * Marks one read (a click on it, in the menu or on the page); the list shows it read once the server
 * agrees. `lang` for a page that marks one before the header has read its list.
 */
export async function markNotificationRead(id: number, lang: Language | null = state.lang) {
  const { userId } = state;
  if (!lang) return;
  try {
    const unread = await post(lang, { id });
    if (userId === null || state.userId !== userId) return;
    set({ items: readOne(state.items, id, Date.now()), unread });
  } catch (error) {
    console.error('A notification could not be marked read', error);
  }
}

/** "Mark all as read": every one read, and the red dot gone, once the server agrees. */
export async function markAllNotificationsRead() {
  const { userId, lang } = state;
  if (userId === null || !lang) return;
  try {
    const unread = await post(lang, { all: true });
    if (state.userId !== userId) return;
    set({ items: readAll(state.items, Date.now()), unread });
  } catch (error) {
    console.error('Notifications could not be marked read', error);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The state as it is now (the hook's snapshot). */
export const notificationsSnapshot = () => state;
// The server renders no dot and no list: they are read in the browser once the page shows.
const serverSnapshot = () => EMPTY;

/** Bells on the page now (the desktop's and the phone's). */
let bells = 0;

/**
 * The header's notifications for `userId` (null: signed out), kept by the rules above. The header
 * shows no bell to a visitor signed out: once no bell is left on the page, the list is forgotten,
 * so the next sign-in (even of the same account) reads it afresh.
 */
export function useNotifications(lang: Language, userId: number | null): NotificationsState {
  const current = useSyncExternalStore(subscribe, notificationsSnapshot, serverSnapshot);
  useEffect(() => {
    if (userId === null) clearNotifications();
    else showNotificationsFor(userId, lang);
  }, [lang, userId]);
  useEffect(() => {
    bells++;
    return () => {
      bells--;
      // After this render: a bell replaced by another in the same update keeps the list.
      setTimeout(() => {
        if (bells === 0) clearNotifications();
      }, 0);
    };
  }, []);
  return current.userId === userId ? current : EMPTY;
}

/** For tests: back to a new tab's state. */
export function resetNotificationsForTest() {
  clearNotifications();
  listeners.clear();
  bells = 0;
}
