import { DASHBOARD_PERIODS } from '@wasla/shared/business-constants';
import type { DashboardStatistics } from '@wasla/shared/contracts/dashboard';
import { formatNumber } from '@wasla/shared/format';
import { directionOf, type Language } from '@wasla/shared/languages';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../components/ui/link-tabs';
import { useNearViewport } from '../../lib/use-near-viewport';
import { busiest, visitBuckets } from './visit-buckets';
import { PROFILE_FILL, SERVICES_FILL } from './visit-colours';

const VisitsChartCanvas = lazy(() => import('./visits-chart-canvas'));

/**
 * Visits to the account's services and profile over the chosen period: the period is in the address
 * (links, so it works before scripts and can be shared), the chart is drawn in the browser once it
 * comes into view, and the same figures are a table for screen readers and anyone who prefers one.
 */
export function VisitsChart({
  visits,
  period,
  lang,
}: {
  visits: DashboardStatistics['visits'];
  period: number;
  lang: Language;
}) {
  const { t } = useTranslation();
  // The chart's library is loaded when the chart is about to be seen: below the totals on a phone, it
  // would otherwise be the heaviest work of the dashboard's start.
  const frame = useRef<HTMLDivElement>(null);
  const drawn = useNearViewport(frame);
  const buckets = useMemo(() => visitBuckets(visits.days, lang), [visits.days, lang]);
  const top = busiest(buckets);
  const names = {
    services: t('dashboard.stats.visits_services'),
    profile: t('dashboard.stats.visits_profile'),
  };
  const summary = top
    ? t('dashboard.stats.visits_summary', {
        total: formatNumber(visits.total, lang),
        busiest: top.fullLabel,
        count: formatNumber(top.services + top.profile, lang),
      })
    : t('dashboard.stats.visits_none');
  return (
    <section aria-labelledby="visits-title" className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="visits-title" className="text-lg font-bold">
          {t('dashboard.stats.visits_title')}
        </h2>
        <div className="min-w-0 max-w-full">
          <LinkTabs
            variant="pills"
            label={t('dashboard.stats.period_label')}
            current={String(period)}
            tabs={DASHBOARD_PERIODS.map((days) => ({
              id: String(days),
              label: t(`dashboard.stats.period.${days}`),
              href: `?period=${days}`,
            }))}
          />
        </div>
      </div>
      <p className="mt-2 text-sm text-muted" id="visits-summary">
        {summary}
      </p>
      <figure className="mt-4" aria-describedby="visits-summary">
        <div ref={frame} className="h-64 w-full" data-testid="visits-chart">
          {drawn ? (
            <Suspense fallback={null}>
              <VisitsChartCanvas
                buckets={buckets}
                rtl={directionOf(lang) === 'rtl'}
                names={names}
                title={summary}
              />
            </Suspense>
          ) : null}
        </div>
        <figcaption>
          <ul className="mt-2 flex justify-center gap-4 text-sm">
            {(['services', 'profile'] as const).map((series) => (
              <li key={series} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-sm"
                  style={{ background: series === 'services' ? SERVICES_FILL : PROFILE_FILL }}
                />
                {names[series]}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800 outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500">
          {t('dashboard.stats.visits_table')}
        </summary>
        {/* Scrolls on its own for a year of days, so the keyboard can reach it to scroll it. */}
        <section
          className="mt-2 max-h-80 overflow-auto outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
          aria-label={t('dashboard.stats.visits_table')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
          tabIndex={0}
        >
          <table className="w-full text-start">
            <thead className="sticky top-0 bg-surface">
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('dashboard.stats.visits_when')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {names.services}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {names.profile}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...buckets].reverse().map((bucket) => (
                <tr key={bucket.fullLabel} className="border-b border-line/60">
                  <th scope="row" className="py-1.5 text-start font-normal">
                    {bucket.fullLabel}
                  </th>
                  <td className="py-1.5 text-end tabular-nums">{formatNumber(bucket.services, lang)}</td>
                  <td className="py-1.5 text-end tabular-nums">{formatNumber(bucket.profile, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </section>
  );
}
