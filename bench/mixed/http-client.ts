import { randomUUID } from 'node:crypto';

/** What each kind of request did: latencies of answered attempts, refusals, and retries. */
export type Tally = {
  latencies: Map<string, number[]>;
  /** Answers other than the one expected (a 5xx, a 4xx the load should never get): must stay empty. */
  errors: { kind: string; what: string; status: number; body: string }[];
  /** Attempts that met no server (an instance down) and were sent again. */
  unreachable: number;
  /** Retries answered 409 idempotency_key_in_use: the first attempt's claim, held until its lease ends. */
  claimed: number;
};

export const newTally = (): Tally => ({ latencies: new Map(), errors: [], unreachable: 0, claimed: 0 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Give up on one request after this long without an answer from any instance. */
const GIVE_UP_MS = 180_000;

/**
 * An HTTP client as the apps are behind the proxy: requests go to the instances in turn; one that
 * meets no server (killed, restarting) is sent again, to the next, with the same Idempotency-Key, so
 * that a POST that did its work before the crash is answered from its first reply instead of done twice.
 */
export function createMixedClient(urls: string[], apiKey: string, tally: Tally) {
  let turn = 0;
  return async function call<T = any>(
    kind: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: object; lang?: string; currency?: string } = {},
  ): Promise<T | undefined> {
    const key = method === 'GET' ? undefined : randomUUID();
    const started = Date.now();
    for (;;) {
      const url = urls[turn++ % urls.length]!;
      const t0 = performance.now();
      let res: Response;
      try {
        res = await fetch(`${url}/api/v1${path}`, {
          method,
          headers: {
            'x-api-key': apiKey,
            'content-language': options.lang ?? 'en',
            ...(options.currency ? { currency: options.currency } : {}),
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...(key ? { 'idempotency-key': key } : {}),
            ...(options.body ? { 'content-type': 'application/json' } : {}),
          },
          body: options.body ? JSON.stringify(options.body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        tally.unreachable++;
        if (Date.now() - started > GIVE_UP_MS) {
          tally.errors.push({ kind, what: `${method} ${path}`, status: 0, body: String(error) });
          return undefined;
        }
        await sleep(250);
        continue;
      }
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status === 409 && text.includes('idempotency_key_in_use')) {
        tally.claimed++;
        await sleep(1_000);
        continue;
      }
      if (res.status !== 200) {
        tally.errors.push({ kind, what: `${method} ${path}`, status: res.status, body: text.slice(0, 300) });
        return undefined;
      }
      const list = tally.latencies.get(kind) ?? [];
      list.push(ms);
      tally.latencies.set(kind, list);
      return JSON.parse(text).data as T;
    }
  };
}

export type MixedClient = ReturnType<typeof createMixedClient>;
