import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { subscribeChannel } from './redis-channel';

type Log = { warn(obj: unknown, msg: string): void };
/** `clearScoped`, when a cache has it, forgets only what a change of those scopes makes stale. */
type Clearable = { clear(): void; clearScoped?(scopes: readonly string[]): void };

export type CacheBus = {
  /**
   * `cache` with a `clear` that also clears every other cache of the same name, here and in every
   * other instance. The name is what they agree on: the listing replies and the listing totals are
   * kept apart but go stale together, so both are registered as `listing`. Its `clearScoped` travels
   * the same way; a cache of the name without one is cleared whole.
   */
  shared<C extends Clearable>(name: string, cache: C): C;
  close(): Promise<void>;
};

type Message = { from: string; name: string; scopes?: string[] };

/**
 * Keeps in-process caches true on several instances (decision 0020). A change clears the local
 * cache and publishes the cache's name on a Redis channel; every other instance clears its own on
 * receipt, and ignores the messages it sent itself. Messages are not kept while a connection is
 * down, so an instance whose subscription comes back clears all its caches once: a few more misses
 * rather than stale replies. Without Redis the caches are only cleared in this process.
 */
export async function createCacheBus(options: {
  redis?: Redis;
  prefix: string;
  log: Log;
}): Promise<CacheBus> {
  const { redis, log } = options;
  const caches = new Map<string, Clearable[]>();
  const clearLocal = (name: string, scopes?: readonly string[]) => {
    for (const cache of caches.get(name) ?? []) {
      if (scopes && cache.clearScoped) cache.clearScoped(scopes);
      else cache.clear();
    }
  };
  const register = <C extends Clearable>(
    name: string,
    cache: C,
    publish: (name: string, scopes?: readonly string[]) => void,
  ): C => {
    caches.set(name, [...(caches.get(name) ?? []), cache]);
    return {
      ...cache,
      clear: () => {
        clearLocal(name);
        publish(name);
      },
      clearScoped: (scopes: readonly string[]) => {
        clearLocal(name, scopes);
        publish(name, scopes);
      },
    };
  };

  if (!redis) {
    return { shared: (name, cache) => register(name, cache, () => {}), close: async () => {} };
  }

  const self = randomUUID();
  const channel = `${options.prefix}cache-bus`;
  const subscription = await subscribeChannel({
    redis,
    channel,
    label: 'cache bus',
    log,
    onMessage(text) {
      try {
        const message = JSON.parse(text) as Message;
        if (message.from !== self) clearLocal(message.name, message.scopes);
      } catch {
        // Not a message of ours: nothing to clear.
      }
    },
    // Clears missed while the subscription was down: every cache here is cleared once.
    onResumed() {
      for (const name of caches.keys()) clearLocal(name);
    },
  });

  const publish = (name: string, scopes?: readonly string[]) => {
    const message: Message = { from: self, name, ...(scopes ? { scopes: [...scopes] } : {}) };
    redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn(
        { err: error },
        'cache bus could not publish; other instances keep their copy until it expires',
      );
    });
  };

  return {
    shared: (name, cache) => register(name, cache, publish),
    close: async () => subscription.close(),
  };
}
