import { lighthouseReport } from './lib/lighthouse';

/**
 * Where one page's mobile Lighthouse time goes, for when a score is low: the largest contentful paint's
 * element and its phases, Lantern's optimistic and pessimistic estimates, the scripts that cost the
 * main thread most, the main thread by kind of work, and every request with when it ended (ms), its
 * priority and size, marked when the estimate counts it:
 *
 *   npx tsx bench/lighthouse-breakdown.ts http://localhost:3000/ar/dashboard
 *
 * `BENCH_COOKIE` is sent with every request, for pages behind a sign-in.
 */
type Items<T> = { items: T[] };

const [url = 'http://localhost:3000/ar'] = process.argv.slice(2);
const cookie = process.env.BENCH_COOKIE;
const lhr = await lighthouseReport(url, cookie ? { Cookie: cookie } : undefined, ['predictive-perf']);
if (!lhr) throw new Error(`Lighthouse could not audit ${url}`);
const audits = lhr.audits;
const details = <T>(id: string) => audits[id]?.details as unknown as Items<T> | undefined;
console.log(
  `LCP ${audits['largest-contentful-paint']?.displayValue}, TBT ${audits['total-blocking-time']?.displayValue}`,
);
// What the unthrottled trace saw, from which the simulated figures are worked out.
const observed = details<Record<string, number>>('metrics')?.items[0] ?? {};
console.log(
  `Observed: FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms, load ${observed.observedLoad} ms`,
);
// The simulated LCP is the mean of two estimates: the optimistic one counts the requests that ended
// before the observed paint, less low-priority pictures; the pessimistic one counts those too.
const lantern = details<Record<string, number>>('predictive-perf')?.items[0] ?? {};
console.log(
  `Simulated LCP: optimistic ${Math.round(lantern.optimisticLCP ?? 0)} ms, pessimistic ${Math.round(lantern.pessimisticLCP ?? 0)} ms`,
);
const [element, phases] =
  details<Items<Record<string, unknown>>>('largest-contentful-paint-element')?.items ?? [];
const node = element?.items[0]?.node as { selector?: string; nodeLabel?: string } | undefined;
console.log(`LCP element: ${node?.selector} "${node?.nodeLabel}"`);
for (const phase of phases?.items ?? [])
  console.log(`  ${phase.phase}: ${Math.round(Number(phase.timing))} ms`);
console.log('Scripts by main-thread time (total / scripting, ms):');
for (const item of details<{ url: string; total: number; scripting: number }>('bootup-time')?.items.slice(
  0,
  8,
) ?? []) {
  console.log(`  ${Math.round(item.total)} / ${Math.round(item.scripting)}  ${item.url}`);
}
const work = details<{ groupLabel: string; duration: number }>('mainthread-work-breakdown')?.items ?? [];
console.log(
  `Main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
);
// Lantern counts a request towards the simulated LCP when it ended before the observed paint (marked *).
console.log('Requests (started–ended at ms, type, priority, KB transferred; * counted for LCP):');
type Request = {
  url: string;
  transferSize: number;
  networkRequestTime: number;
  networkEndTime: number;
  resourceType: string;
  priority: string;
};
for (const item of details<Request>('network-requests')?.items ?? []) {
  const at = `${Math.round(item.networkRequestTime)}–${Math.round(item.networkEndTime)}`;
  const counted = item.networkEndTime <= (observed.observedLargestContentfulPaint ?? 0) ? '*' : ' ';
  console.log(
    `${counted} ${at}  ${item.resourceType}  ${item.priority}  ${Math.round(item.transferSize / 1024)}  ${item.url}`,
  );
}
