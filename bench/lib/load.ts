import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export const LOAD_SETTINGS = { durationS: DURATION_S, connections: CONNECTIONS };

export type LoadResult = { rps: number; p50: number; p99: number; requests: number };

export type VariedRequest = { path: string; headers: Record<string, string> };

function summarise(result: autocannon.Result, allowed3xx: boolean, label: string): LoadResult {
  // A 304 is the expected answer to a revalidation; anything else outside 2xx is a failure.
  const failures = result.non2xx - (allowed3xx ? (result['3xx'] ?? 0) : 0);
  if (failures > 0 || result.errors > 0) {
    throw new Error(`${label}: ${failures} replies were not 2xx, ${result.errors} errors`);
  }
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** One URL under load: requests per second and latency at CONNECTIONS connections for DURATION_S. */
export async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return summarise(result, !!headers['if-none-match'], url);
}

/**
 * Every request a different one from `next` (another query, page, language or currency), so that a
 * cache keyed by the request cannot answer it: the cost of the work behind the cache.
 */
export async function loadVaried(origin: string, next: () => VariedRequest, headers: Record<string, string>) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers: extra } = next();
          return { ...request, path, headers: { ...request.headers, ...headers, ...extra } };
        },
      },
    ],
  });
  return summarise(result, false, `${origin} (varied)`);
}
