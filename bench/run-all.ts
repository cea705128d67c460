import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { benchTarget } from './catalogue/bench-database';
import { measureCategories } from './categories/categories-load';
import { readCatalogue } from './discovery/catalogue-pages';
import { measureListing } from './discovery/listing-load';
import { measureSearch } from './discovery/search-latency';
import { audit, type PageScores } from './lib/lighthouse';
import { LOAD_SETTINGS, load } from './lib/load';
import { runScript } from './lib/run-script';
import { startServer, stopServer } from './lib/servers';
import { categoriesReport, lighthouseReport, listingReport, searchReport } from './report/discovery-report';

/**
 * `npm run bench`: makes sure the benchmark catalogue exists (100,000 services, see catalogue/),
 * measures a bare Fastify route as the baseline, then starts the app on the catalogue and measures
 * the category tree, search latency, the services listing under load, and Lighthouse mobile scores
 * of home, listing and service pages. One server at a time, each in its own process. Prints Markdown
 * and keeps the raw figures in bench/results/latest.json. BENCH_ONLY=search,listing,... runs a part.
 */
const APP_PORT = 3210;
const BARE_PORT = 3211;
const API_KEY = process.env.API_KEY ?? 'wasla-web-2f6c1d9e';
const PARTS = ['categories', 'search', 'listing', 'pages'] as const;
const only = new Set((process.env.BENCH_ONLY ?? PARTS.join(',')).split(','));
const target = benchTarget();
const origin = `http://127.0.0.1:${APP_PORT}`;
// Browsers always send Accept-Encoding; the baseline gets the same headers.
const encoding = { 'accept-encoding': 'gzip, deflate, br' };
const apiHeaders = { 'x-api-key': API_KEY, 'content-language': 'ar', ...encoding };

await runScript('catalogue/generate.ts', target.env);
// Other work on the machine moves every figure: the one-minute load average, before and after.
const loadBefore = loadavg()[0]!;

const bare = await startServer('serve-bare.ts', BARE_PORT);
await load(`http://127.0.0.1:${BARE_PORT}/bare`, encoding); // warm-up
const baseline = await load(`http://127.0.0.1:${BARE_PORT}/bare`, encoding);
await stopServer(bare);

const app = await startServer('serve-app.ts', APP_PORT, target.env);
const { listing: listingCatalogue, pages: pageUrls } = await readCatalogue(origin, apiHeaders);
const categories = only.has('categories') ? await measureCategories(origin, apiHeaders) : undefined;
const search = only.has('search') ? await measureSearch(origin, app, apiHeaders) : undefined;
const listing = only.has('listing')
  ? await measureListing(origin, app, apiHeaders, listingCatalogue)
  : undefined;
const pages: Record<string, PageScores> = {};
if (only.has('pages')) {
  for (const page of pageUrls) {
    // Once before auditing, as on a site with visitors: the page's API replies are in their caches.
    await fetch(`${origin}${page}`);
    pages[page] = await audit(`${origin}${page}`);
  }
}
await stopServer(app);

const loadAfter = loadavg()[0]!;
const lines = [
  `Run of ${new Date().toISOString()} on ${target.label}: ${cpus().length} cores ` +
    `(load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after), ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; load at ` +
    `${LOAD_SETTINGS.connections} connections for ${LOAD_SETTINGS.durationS} s, requests sending ` +
    'Accept-Encoding: gzip, deflate, br as browsers do.',
  '',
  ...(categories ? [categoriesReport(baseline, categories), ''] : []),
  ...(search ? [searchReport(search), ''] : []),
  ...(listing ? [listingReport(baseline, listing), ''] : []),
  ...(only.has('pages') ? [lighthouseReport(pages)] : []),
];
console.log(lines.join('\n'));
for (const [page, scores] of Object.entries(pages)) {
  if (scores.performance < 90) console.log(`${page}: ${scores.opportunities.join(', ')}`);
}
mkdirSync(join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, 'results', 'latest.json'),
  JSON.stringify(
    { target: target.label, load: [loadBefore, loadAfter], baseline, categories, search, listing, pages },
    null,
    2,
  ),
);
process.exit(0);
