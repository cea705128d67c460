import { PAGES_CACHE, titleOf } from '../../service-worker/offline-rules';

/** A page kept for reading offline, as the offline page lists it. */
export type SavedPage = { path: string; title: string; savedAt: number | null };

const OWNER_KEY = 'offlinePagesOwner';

const cachesAvailable = () => typeof caches !== 'undefined';

/** Forgets every page kept on this device: on sign-out, and when another account signs in here. */
export async function forgetSavedPages(): Promise<void> {
  if (!cachesAvailable()) return;
  await caches.delete(PAGES_CACHE).catch(() => false);
}

/**
 * The pages kept on this device are one account's (or a visitor's): when the page is made for someone
 * else, those are forgotten before any is shown, so a shared device never shows one person's pages
 * to the next, even after a session that ended without a sign-out.
 */
export function claimSavedPages(userId: number | null) {
  const owner = userId === null ? 'guest' : `u:${userId}`;
  try {
    const previous = localStorage.getItem(OWNER_KEY);
    if (previous === owner) return;
    localStorage.setItem(OWNER_KEY, owner);
    if (previous !== null) void forgetSavedPages();
  } catch {
    // Without storage, the cache cannot be told apart by account: forget it to be safe.
    void forgetSavedPages();
  }
}

/** The pages of one language kept on this device, newest first, with their titles. */
export async function savedPages(lang: string): Promise<SavedPage[]> {
  if (!cachesAvailable() || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const keys = await cache.keys();
  const pages: SavedPage[] = [];
  for (const key of [...keys].reverse()) {
    const url = new URL(key.url);
    if (url.pathname.endsWith('.data') || !url.pathname.startsWith(`/${lang}`)) continue;
    const response = await cache.match(key, { ignoreVary: true });
    if (!response) continue;
    const date = Date.parse(response.headers.get('date') ?? '');
    // "Terms and conditions | Wasla": the page's own name is enough in a list of the site's pages.
    const title = titleOf(await response.text())?.replace(/\s\|\s[^|]*$/, '') ?? url.pathname;
    pages.push({ path: `${url.pathname}${url.search}`, title, savedAt: Number.isNaN(date) ? null : date });
  }
  return pages;
}
