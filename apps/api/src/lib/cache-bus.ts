import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

type Log = { warn(obj: unknown, msg: string): void };
type Clearable = { clear(): void };

export type CacheBus = {
  /**
   * `cache` with a `clear` that also clears the cache of the same name in every other instance.
   * The name is what instances agree on: each registers its own cache under it.
   */
  shared<C extends Clearable>(name: string, cache: C): C;
  close(): Promise<void>;
};

type Message = { from: string; name: string };

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
  const clearLocal = (name: string) => {
    for (const cache of caches.get(name) ?? []) cache.clear();
  };
  const register = <C extends Clearable>(name: string, cache: C, publish: (name: string) => void): C => {
    caches.set(name, [...(caches.get(name) ?? []), cache]);
    return {
      ...cache,
      clear: () => {
        cache.clear();
        publish(name);
      },
    };
  };

  if (!redis) {
    return { shared: (name, cache) => register(name, cache, () => {}), close: async () => {} };
  }

  const self = randomUUID();
  const channel = `${options.prefix}cache-bus`;
  // A connection in subscriber mode can do nothing else, so it is one of its own.
  const subscriber = redis.duplicate({ connectionName: `${options.prefix}cache-bus` });
  // Once per break, not at every reconnection attempt while Redis is away.
  let warned = false;
  subscriber.on('error', (error) => {
    if (!warned) log.warn({ err: error }, 'cache bus connection failed');
    warned = true;
  });
  subscriber.on('message', (from, text) => {
    if (from !== channel) return;
    try {
      const message = JSON.parse(text) as Message;
      if (message.from !== self) clearLocal(message.name);
    } catch {
      // Not a message of ours: nothing to clear.
    }
  });
  let started = false;
  let subscribed = false;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      (error: unknown) => {
        // Redis is down: serve anyway; the subscription is tried again once it is back.
        log.warn({ err: error }, 'cache bus could not subscribe; caches are cleared in this instance only');
      },
    );
  subscriber.on('ready', () => {
    warned = false;
    if (!started) return;
    // Back after a break (the client subscribes again by itself once it had subscribed).
    if (!subscribed) void subscribe();
    for (const name of caches.keys()) clearLocal(name);
  });
  await subscribe();
  started = true;

  const publish = (name: string) => {
    const message: Message = { from: self, name };
    redis.publish(channel, JSON.stringify(message)).catch((error: unknown) => {
      log.warn(
        { err: error },
        'cache bus could not publish; other instances keep their copy until it expires',
      );
    });
  };

  return {
    shared: (name, cache) => register(name, cache, publish),
    close: async () => {
      subscriber.disconnect();
    },
  };
}
