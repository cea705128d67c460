import { audit } from './lib/lighthouse';

/**
 * Lighthouse (mobile, the median of three runs) on pages of a running app:
 *
 *   npx tsx bench/lighthouse-pages.ts http://localhost:3000 /ar/blogs /ar/blog/some-article
 *   BENCH_COOKIE='wasla_session=…' npx tsx bench/lighthouse-pages.ts http://localhost:3000 /ar/dashboard
 *
 * `BENCH_COOKIE` is sent with every request, for pages behind a sign-in (copy it from a signed-in
 * browser). Prints one line a page.
 */
const [origin = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const cookie = process.env.BENCH_COOKIE;
for (const path of paths) {
  const scores = await audit(origin + path, cookie ? { Cookie: cookie } : undefined);
  console.log(
    `${path}: performance ${scores.performance}, accessibility ${scores.accessibility}, best practices ${scores.bestPractices}, SEO ${scores.seo}; FCP ${scores.fcp}, LCP ${scores.lcp}, TBT ${scores.tbt}, CLS ${scores.cls}${scores.opportunities.length ? `; ${scores.opportunities.join(', ')}` : ''}`,
  );
}
