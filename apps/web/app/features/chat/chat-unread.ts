import type { Language } from '@wasla/shared/languages';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** A count older than this is asked for again on the next page or when the window is focused. */
const FRESH_MS = 30_000;

/**
 * The header's count of unread messages, one per browser tab: read from the chat's JSON route when
 * the header first shows for a signed-in account, again on later pages and on focus once it is
 * older than FRESH_MS, and at once when the chat page sees the counts change. Null: not known (a
 * guest, or not asked yet), and the server renders no badge.
 */
let total: number | null = null;
let askedAt = 0;
let asking: AbortController | null = null;
const listeners = new Set<() => void>();

function publish(value: number | null) {
  if (value === total) return;
  total = value;
  for (const listener of listeners) listener();
}

export async function refreshUnread(lang: Language, maxAgeMs = 0) {
  if (Date.now() - askedAt < maxAgeMs) return;
  askedAt = Date.now();
  asking?.abort();
  const controller = new AbortController();
  asking = controller;
  try {
    const res = await fetch(`/${lang}/chat-data/unread`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (!res.ok) {
      if (res.status === 401) publish(null);
      return;
    }
    const body = (await res.json()) as { total?: unknown };
    if (typeof body.total === 'number') publish(body.total);
  } catch {
    // A failed count keeps the last one (SPEC.md section 8: such failures are only logged).
  } finally {
    if (asking === controller) asking = null;
  }
}

let soon: ReturnType<typeof setTimeout> | undefined;
/** The chat page saw a count change: read the total shortly (a burst of messages asks once). */
export function refreshUnreadSoon(lang: Language) {
  clearTimeout(soon);
  soon = setTimeout(() => void refreshUnread(lang), 800);
}

/** Logging out: nothing is shown until the next account asks. */
export function forgetUnread() {
  clearTimeout(soon);
  asking?.abort();
  askedAt = 0;
  publish(null);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whose count is held: another account signing in on this tab starts from nothing. */
let owner: number | null = null;

/** The count for the header's chat link of account `userId`, kept current while it is signed in. */
export function useChatUnread(lang: Language, userId: number | null): number | null {
  const signedIn = userId !== null;
  const value = useSyncExternalStore(
    subscribe,
    () => total,
    () => null,
  );
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new page asks again once the count is old
  useEffect(() => {
    if (owner !== userId) {
      forgetUnread();
      owner = userId;
    }
    if (userId === null) return;
    void refreshUnread(lang, FRESH_MS);
  }, [lang, userId, pathname]);
  useEffect(() => {
    if (!signedIn) return;
    const onFocus = () => void refreshUnread(lang, FRESH_MS);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [lang, signedIn]);
  return signedIn ? value : null;
}
