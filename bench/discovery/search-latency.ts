import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { LANGUAGES } from '@wasla/shared/languages';
import { type Percentiles, percentiles } from '../lib/percentiles';
import { takeServerTimings } from '../lib/servers';
import { PROVIDER_SEARCHES, SERVICE_SEARCHES, type SearchCase } from './search-queries';

// Search replies are cached for 30 s; a round after that is cold again.
const CACHE_TTL_MS = 30_000;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 2);

export type LatencyFigures = { client: Percentiles; server: Percentiles };
export type SearchFigures = {
  cold: LatencyFigures;
  warm: LatencyFigures;
  /** How many results each text found (the endpoint returns at most 10). */
  found: { text: string; lang: string; kind: string; results: number; coldMs: number }[];
};

type Sample = { ms: number; results: number };

async function timeOne(url: string, headers: Record<string, string>): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { error: boolean; data?: unknown[] };
  const ms = performance.now() - started;
  if (!response.ok || body.error) throw new Error(`${url}: ${response.status}`);
  return { ms, results: body.data?.length ?? 0 };
}

/**
 * Search latency as one visitor sees it: requests one after another (no queueing behind other
 * requests), each text asked in each of the four languages. The reply cache is keyed by type,
 * language and text, so each of those is a miss the first time (cold: the database query, ranking
 * and serialising) and a hit when asked again at once (warm). ROUNDS cold rounds, 30 s apart.
 */
async function measure(
  origin: string,
  server: ChildProcess,
  type: 'service' | 'provider',
  cases: SearchCase[],
  headers: Record<string, string>,
): Promise<SearchFigures> {
  const url = (c: SearchCase) => `${origin}/api/v1/search?type=${type}&name=${encodeURIComponent(c.text)}`;
  const cold: number[] = [];
  const warm: number[] = [];
  const coldServer: number[] = [];
  const warmServer: number[] = [];
  const found: SearchFigures['found'] = [];
  const serverMs = async () => (await takeServerTimings(server)).map((t) => t.ms);
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await sleep(CACHE_TTL_MS + 1_000);
    await serverMs();
    const samples: Sample[] = [];
    for (const lang of LANGUAGES) {
      for (const c of cases) samples.push(await timeOne(url(c), { ...headers, 'content-language': lang }));
    }
    cold.push(...samples.map((s) => s.ms));
    coldServer.push(...(await serverMs()));
    if (round === 0) {
      // The first time each text is asked in its own language.
      cases.forEach((c, i) => {
        const sample = samples[LANGUAGES.indexOf(c.lang) * cases.length + i]!;
        found.push({ ...c, results: sample.results, coldMs: Math.round(sample.ms * 10) / 10 });
      });
    }
    for (const lang of LANGUAGES) {
      for (const c of cases) warm.push((await timeOne(url(c), { ...headers, 'content-language': lang })).ms);
    }
    warmServer.push(...(await serverMs()));
  }
  return {
    cold: { client: percentiles(cold), server: percentiles(coldServer) },
    warm: { client: percentiles(warm), server: percentiles(warmServer) },
    found,
  };
}

export async function measureSearch(origin: string, server: ChildProcess, headers: Record<string, string>) {
  return {
    services: await measure(origin, server, 'service', SERVICE_SEARCHES, headers),
    providers: await measure(origin, server, 'provider', PROVIDER_SEARCHES, headers),
  };
}
