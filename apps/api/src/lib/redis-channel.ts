import type { Redis } from 'ioredis';

type Log = { warn(obj: unknown, msg: string): void };

/**
 * A subscription to one Redis pub/sub channel on a connection of its own (a subscriber can do
 * nothing else). Messages published while the connection was down are lost: `onResumed` runs when
 * it comes back after a break, for the caller to make up for them (clear its caches, tell its
 * sockets to resume). Redis being away at the start is logged, not fatal: the caller serves alone
 * until it is back.
 */
export async function subscribeChannel(options: {
  redis: Redis;
  channel: string;
  /** What the logs call it ("cache bus", "real-time bus"). */
  label: string;
  log: Log;
  onMessage(text: string): void;
  onResumed(): void;
}): Promise<{ close(): void }> {
  const { redis, channel, label, log } = options;
  const subscriber = redis.duplicate({ connectionName: channel });
  // Once per break, not at every reconnection attempt while Redis is away.
  let warned = false;
  subscriber.on('error', (error) => {
    if (!warned) log.warn({ err: error }, `${label} connection failed`);
    warned = true;
  });
  subscriber.on('message', (from, text) => {
    if (from === channel) options.onMessage(text);
  });
  let started = false;
  let subscribed = false;
  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      (error: unknown) => {
        log.warn({ err: error }, `${label} could not subscribe; this instance is on its own until it can`);
      },
    );
  subscriber.on('ready', () => {
    warned = false;
    if (!started) return;
    // Back after a break (the client subscribes again by itself once it had subscribed).
    if (!subscribed) void subscribe();
    options.onResumed();
  });
  await subscribe();
  started = true;
  return { close: () => subscriber.disconnect() };
}
