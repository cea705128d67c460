import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

export type PageScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  /** What Lighthouse says would save the most time, for the pages that score low. */
  opportunities: string[];
};

/**
 * One Lighthouse run (mobile, the default profile) in a fresh Chromium: its report, or undefined.
 * `extraAudits` adds audits the default profile leaves out (such as `predictive-perf`).
 */
export async function lighthouseReport(
  url: string,
  extraHeaders?: Record<string, string>,
  extraAudits: string[] = [],
) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', extraHeaders },
      // An audit outside every category is left out of the report, hence a category of its own.
      extraAudits.length
        ? {
            extends: 'lighthouse:default',
            audits: extraAudits,
            categories: {
              extra: { title: 'Extra', auditRefs: extraAudits.map((id) => ({ id, weight: 0 })) },
            },
          }
        : undefined,
    );
    return result && !result.lhr.runtimeError ? result.lhr : undefined;
  } finally {
    await chrome.kill();
  }
}

async function auditOnce(
  url: string,
  extraHeaders?: Record<string, string>,
): Promise<PageScores | undefined> {
  const lhr = await lighthouseReport(url, extraHeaders);
  if (!lhr) return undefined;
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.displayValue ?? '';
  const opportunities = Object.values(audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.score ?? 1) < 0.9)
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    opportunities,
  };
}

/**
 * Simulated mobile runs vary by a few points: the median of three good runs, retrying failed traces.
 * `extraHeaders` go with every request (a session cookie, for pages behind a sign-in).
 */
export async function audit(url: string, extraHeaders?: Record<string, string>): Promise<PageScores> {
  const runs: PageScores[] = [];
  for (let attempt = 0; runs.length < 3 && attempt < 6; attempt++) {
    const run = await auditOnce(url, extraHeaders);
    if (run) runs.push(run);
  }
  if (!runs.length) throw new Error(`Lighthouse could not audit ${url}`);
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}
