import type { ChildProcess } from 'node:child_process';
import { type LoadResult, loadVaried } from '../lib/load';
import { type Percentiles, percentiles } from '../lib/percentiles';
import { takeServerTimings } from '../lib/servers';
import {
  coldListingRequests,
  LISTING_SHAPES,
  type ListingCatalogue,
  type ListingShape,
  warmListingRequests,
} from './listing-requests';

const PER_SHAPE = Number(process.env.BENCH_LISTING_SAMPLES ?? 12);

export type ListingFigures = {
  /** One visitor, one request at a time, every request a cache miss. */
  perShape: { shape: ListingShape; total: number; client: Percentiles; server: Percentiles }[];
  /** Many visitors at once, every request a cache miss. */
  cold: LoadResult;
  /** Many visitors at once asking the same six listings: the reply cache answers. */
  warm: LoadResult;
};

async function timeOne(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = (await response.json()) as { error: boolean; data?: { meta?: { total: number } } };
  const ms = performance.now() - started;
  if (!response.ok || body.error) throw new Error(`${url}: ${response.status}`);
  return { ms, total: body.data?.meta?.total ?? 0 };
}

export async function measureListing(
  origin: string,
  server: ChildProcess,
  headers: Record<string, string>,
  catalogue: ListingCatalogue,
): Promise<ListingFigures> {
  const cold = coldListingRequests(catalogue);
  const perShape: ListingFigures['perShape'] = [];
  for (const shape of LISTING_SHAPES) {
    await takeServerTimings(server);
    const samples: { ms: number; total: number }[] = [];
    for (let k = 0; k < PER_SHAPE; k++) {
      const request = cold.nextOf(shape);
      samples.push(await timeOne(`${origin}${request.path}`, { ...headers, ...request.headers }));
    }
    const server_ = (await takeServerTimings(server)).map((t) => t.ms);
    perShape.push({
      shape,
      total: samples[0]!.total,
      client: percentiles(samples.map((s) => s.ms)),
      server: percentiles(server_),
    });
  }
  const coldLoad = await loadVaried(origin, cold.next, headers);
  const warm = warmListingRequests(catalogue);
  for (let k = 0; k < LISTING_SHAPES.length; k++) {
    const request = warm();
    await timeOne(`${origin}${request.path}`, { ...headers, ...request.headers });
  }
  const warmLoad = await loadVaried(origin, warm, headers);
  return { perShape, cold: coldLoad, warm: warmLoad };
}
