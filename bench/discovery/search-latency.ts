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
  /** A text asked for the first time, in its own language: nothing is cached. */
  first: LatencyFigures;
  /** The same text in the three other languages: what it finds is kept, the reply is built. */
  otherLanguages: LatencyFigures;
  /** Every text in every language again at once: the reply cache answers. */
  warm: LatencyFigures;
  /** How many results each text found (the endpoint returns at most 10), and its first ask. */
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
 * requests). What a text finds does not depend on the language and is kept once for all four, while
 * the reply is per language. So each text is asked first in its own language (nothing cached: the
 * database's work, ranking and serialising), then in the three others (the reply only), then in all
 * four again (warm: the reply cache). ROUNDS rounds, 30 s apart so that every cache has expired.
 */
async function measure(
  origin: string,
  server: ChildProcess,
  type: 'service' | 'provider',
  cases: SearchCase[],
  headers: Record<string, string>,
): Promise<SearchFigures> {
  const url = (c: SearchCase) => `${origin}/api/v1/search?type=${type}&name=${encodeURIComponent(c.text)}`;
  const ask = (c: SearchCase, lang: string) => timeOne(url(c), { ...headers, 'content-language': lang });
  const kinds = { first: [] as number[], otherLanguages: [] as number[], warm: [] as number[] };
  const servers = { first: [] as number[], otherLanguages: [] as number[], warm: [] as number[] };
  const found: SearchFigures['found'] = [];
  const serverMs = async () => (await takeServerTimings(server)).map((t) => t.ms);
  for (let round = 0; round < ROUNDS; round++) {
    if (round > 0) await sleep(CACHE_TTL_MS + 1_000);
    await serverMs();
    for (const c of cases) {
      const sample = await ask(c, c.lang);
      kinds.first.push(sample.ms);
      if (round === 0) found.push({ ...c, results: sample.results, coldMs: Math.round(sample.ms * 10) / 10 });
    }
    servers.first.push(...(await serverMs()));
    for (const c of cases) {
      for (const lang of LANGUAGES) if (lang !== c.lang) kinds.otherLanguages.push((await ask(c, lang)).ms);
    }
    servers.otherLanguages.push(...(await serverMs()));
    for (const lang of LANGUAGES) for (const c of cases) kinds.warm.push((await ask(c, lang)).ms);
    servers.warm.push(...(await serverMs()));
  }
  const figures = (kind: keyof typeof kinds) => ({
    client: percentiles(kinds[kind]),
    server: percentiles(servers[kind]),
  });
  return {
    first: figures('first'),
    otherLanguages: figures('otherLanguages'),
    warm: figures('warm'),
    found,
  };
}

export async function measureSearch(origin: string, server: ChildProcess, headers: Record<string, string>) {
  return {
    services: await measure(origin, server, 'service', SERVICE_SEARCHES, headers),
    providers: await measure(origin, server, 'provider', PROVIDER_SEARCHES, headers),
  };
}
