import { clock } from './clock';

/**
 * Values built on demand and kept for `ttlMs` under a key: the replies of the JSON cache, the totals
 * of the listings. Concurrent misses of one key share one build instead of stampeding the database.
 * Past `maxEntries` the oldest entry goes, so keys made of what visitors type cannot grow it without
 * bound. `clear` forgets everything, and a build that was reading while it happened answers the
 * requests that waited for it but is not kept: it may have read the old rows.
 */
export function createMemoCache<T>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<string, { value: T; expiresAt: number; scope?: readonly string[] }>();
  const pending = new Map<string, Promise<T>>();
  // Counts the clears, so that a build can tell it was overtaken by one.
  let generation = 0;

  /** The value kept under `key` if it has not expired. */
  function peek(key: string): T | undefined {
    const hit = entries.get(key);
    return hit && hit.expiresAt > clock.now().getTime() ? hit.value : undefined;
  }

  function get(key: string, build: () => Promise<T>, scope?: readonly string[]): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expiresAt > clock.now().getTime()) return Promise.resolve(hit.value);
    const waiting = pending.get(key);
    if (waiting) return waiting;
    const startedIn = generation;
    const started: Promise<T> = build()
      .then((value) => {
        if (startedIn !== generation) return value;
        entries.delete(key);
        entries.set(key, { value, expiresAt: clock.now().getTime() + ttlMs, scope });
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        return value;
      })
      .finally(() => {
        if (pending.get(key) === started) pending.delete(key);
      });
    pending.set(key, started);
    return started;
  }

  // Requests after a change start a build of their own instead of joining one that may be stale.
  const dropBuilds = () => {
    generation += 1;
    pending.clear();
  };

  return {
    get,
    peek,
    clear: () => {
      dropBuilds();
      entries.clear();
    },
    clearScoped: (scopes: readonly string[]) => {
      dropBuilds();
      for (const [key, entry] of entries) {
        if (!entry.scope || entry.scope.some((s) => scopes.includes(s))) entries.delete(key);
      }
    },
  };
}

export type MemoCache<T> = ReturnType<typeof createMemoCache<T>>;
