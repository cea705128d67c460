import { SIGNATURE_HEADER, signatureHeader } from './signature';
import type { Store, WebhookEvent } from './state';

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string };
/** Sends one request; answers the receiver's status, or throws when it could not be reached. */
export type DeliverWebhook = (request: WebhookRequest) => Promise<{ status: number }>;

/**
 * How long an unacknowledged event is retried: the first attempt at once, then after base, 2×base,
 * 4×base… up to max between attempts, with ±20 % jitter so that a receiver back from an outage is
 * not hit by every event in the same second.
 */
export type RetryPolicy = { baseMs: number; maxMs: number; maxAttempts: number };

/**
 * About three days, as Stripe retries: waits of 1, 2, 4 … 256 minutes (8.5 hours over the first
 * nine), then every 6 hours; the 20th and last attempt comes about 68 hours after the event.
 */
export const PRODUCTION_RETRY: RetryPolicy = { baseMs: 60_000, maxMs: 6 * 60 * 60_000, maxAttempts: 20 };

/** The wait after the `attempts`-th failed attempt. */
export function retryDelay(policy: RetryPolicy, attempts: number, random = Math.random): number {
  const exponential = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/** A POST with a time limit: a receiver that hangs counts as down and is tried again later. */
export function httpDeliver(timeoutMs: number): DeliverWebhook {
  return async ({ url, headers, body }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { status: response.status };
  };
}

/** The body a receiver gets: the event and, in `data.object`, the charge or refund as it then was. */
export function eventBody(event: WebhookEvent) {
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(event.created_ms / 1000),
    data: { object: event.object },
  };
}

/**
 * Faults to rehearse what a receiver must survive, for tests. They are methods of the gateway
 * object, never HTTP routes, so nobody reaching the gateway over the network can trigger them.
 */
export type WebhookControl = {
  /** Every event with how its delivery stands, oldest first. */
  list(): WebhookEvent[];
  /** Holds every delivery (new events wait) until `resume`. */
  pause(): void;
  /** Sends what waited, oldest first or, to deliver out of order, newest first. */
  resume(options?: { order?: 'oldest_first' | 'newest_first' }): void;
  /** The next `count` events are each delivered twice, with the same id. */
  duplicateNext(count?: number): void;
  /** The next `count` events are never delivered, as if lost on the way. */
  dropNext(count?: number): void;
  /** Sends an event once more now, whatever its state; answers the receiver's status (0: unreachable). */
  redeliver(id: string): Promise<number>;
  /** Resolves once no event waits for a delivery or a retry (never while paused with events waiting). */
  drain(): Promise<void>;
};

export type WebhookSender = WebhookControl & {
  /** Looks for events that are due, after a change recorded new ones. */
  wake(): void;
  /** Stops the timers and waits for the deliveries under way. */
  close(): Promise<void>;
};

export function createWebhookSender(options: {
  store: Store;
  url: string;
  secret: string;
  deliver: DeliverWebhook;
  retry: RetryPolicy;
  now: () => number;
}): WebhookSender {
  const { store, retry, now } = options;
  const inFlight = new Set<string>();
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let paused = false;
  let closed = false;
  let order: 'oldest_first' | 'newest_first' = 'oldest_first';
  let duplicates = 0;
  let drops = 0;
  let waiters: (() => void)[] = [];

  const pending = () => [...store.event.values()].filter((e) => e.delivery === 'pending');
  const settle = () => {
    if (inFlight.size > 0 || pending().length > 0) return;
    for (const resolve of waiters.splice(0)) resolve();
  };
  const save = (event: WebhookEvent) => {
    if (!closed) store.commit([{ kind: 'event', value: event }]);
  };

  /** One signed POST; the status, or 0 when the receiver could not be reached. */
  async function send(event: WebhookEvent): Promise<{ status: number; error: string | null }> {
    const body = JSON.stringify(eventBody(event));
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'WaslaSandboxGateway/1.0',
      [SIGNATURE_HEADER]: signatureHeader(options.secret, body, Math.floor(now() / 1000)),
    };
    try {
      return { status: (await options.deliver({ url: options.url, headers, body })).status, error: null };
    } catch (error) {
      return { status: 0, error: error instanceof Error ? error.message : String(error) };
    }
  }

  async function attempt(event: WebhookEvent) {
    if (drops > 0 && event.attempts === 0) {
      drops--;
      return save({ ...event, delivery: 'dropped' });
    }
    const twice = duplicates > 0 && event.attempts === 0;
    if (twice) duplicates--;
    const sent = [await send(event)];
    if (twice) sent.push(await send(event));
    const last = sent[sent.length - 1]!;
    const attempts = event.attempts + 1;
    save({
      ...event,
      attempts,
      delivery: sent.some((s) => s.status >= 200 && s.status < 300)
        ? 'delivered'
        : attempts >= retry.maxAttempts
          ? 'failed'
          : 'pending',
      next_attempt_ms: now() + retryDelay(retry, attempts),
      last_status: last.status || null,
      last_error: last.error,
    });
  }

  function schedule() {
    clearTimeout(timer);
    timer = undefined;
    if (closed || paused) return;
    const waiting = pending().filter((e) => !inFlight.has(e.id));
    if (waiting.length === 0) return settle();
    const next = Math.min(...waiting.map((e) => e.next_attempt_ms));
    timer = setTimeout(tick, Math.max(0, next - now()));
    // A gateway inside a test or another server must not keep the process alive on its own.
    timer.unref();
  }

  /** Sends every due event one after the other, so the order a test asks for is the order sent. */
  function tick() {
    const due = pending()
      .filter((e) => !inFlight.has(e.id) && e.next_attempt_ms <= now())
      .sort((a, b) => a.created_ms - b.created_ms || a.id.localeCompare(b.id));
    if (order === 'newest_first') due.reverse();
    order = 'oldest_first';
    for (const event of due) inFlight.add(event.id);
    const run = (async () => {
      for (const event of due) {
        try {
          if (!closed) await attempt(store.event.get(event.id) ?? event);
        } finally {
          inFlight.delete(event.id);
        }
      }
    })();
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      schedule();
    });
  }

  return {
    wake: schedule,
    list: () => [...store.event.values()].sort((a, b) => a.created_ms - b.created_ms),
    pause: () => {
      paused = true;
      clearTimeout(timer);
    },
    resume: (options = {}) => {
      paused = false;
      order = options.order ?? 'oldest_first';
      for (const event of pending())
        if (event.next_attempt_ms > now()) save({ ...event, next_attempt_ms: now() });
      schedule();
    },
    duplicateNext: (count = 1) => {
      duplicates += count;
    },
    dropNext: (count = 1) => {
      drops += count;
    },
    redeliver: async (id) => {
      const event = store.event.get(id);
      if (!event) throw new Error(`no event ${id}`);
      return (await send(event)).status;
    },
    drain: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        settle();
      }),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await Promise.allSettled([...running]);
      waiters = [];
    },
  };
}
