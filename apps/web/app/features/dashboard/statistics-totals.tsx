import type { DashboardStatistics } from '@wasla/shared/contracts/dashboard';
import { DEAL_STAGES } from '@wasla/shared/deal-rules/deal-states';
import { formatMoney, formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import {
  ArrowDownLeft,
  ArrowUpRight,
  Handshake,
  Heart,
  LayoutGrid,
  type LucideIcon,
  UserCheck,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Stage = (typeof DEAL_STAGES)[number];

/** How the dashboard groups the deal table's stages: what a person asks of their deals. */
export const DEAL_GROUPS: Record<'waiting' | 'running' | 'disputed' | 'completed' | 'ended', Stage[]> = {
  waiting: ['pending', 'updated'],
  running: ['approved', 'in_progress', 'delivered'],
  disputed: ['disputed'],
  completed: ['completed'],
  ended: ['canceled', 'rejected', 'expired'],
};

type Tile = { id: string; icon: LucideIcon; value: string; href: string; detail?: string };

const TILE =
  'flex h-full flex-col gap-1 rounded-2xl border border-line bg-surface p-4 outline-none transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500';

/**
 * The account's totals as tiles, each a link to where the figure comes from. Figures are isolated
 * (`bdi`) so an amount with its currency code keeps its order in a right-to-left sentence.
 */
export function StatisticsTotals({
  totals,
  lang,
}: {
  totals: DashboardStatistics['totals'];
  lang: Language;
}) {
  const { t } = useTranslation();
  const n = (value: number) => formatNumber(value, lang);
  const sum = (stages: Stage[]) => stages.reduce((total, stage) => total + totals.deals[stage], 0);
  const allDeals = sum(DEAL_STAGES.filter((stage) => stage !== 'draft'));
  const tiles: Tile[] = [
    {
      id: 'services',
      icon: LayoutGrid,
      value: n(totals.services.provided + totals.services.requested),
      detail: t('dashboard.stats.services_detail', {
        provided: n(totals.services.provided),
        requested: n(totals.services.requested),
      }),
      href: `/${lang}/my-services/provided`,
    },
    {
      id: 'deals',
      icon: Handshake,
      value: n(allDeals),
      detail: t('dashboard.stats.deals_detail', {
        running: n(sum(DEAL_GROUPS.running)),
        completed: n(sum(DEAL_GROUPS.completed)),
      }),
      href: `/${lang}/my-deals/received`,
    },
    {
      id: 'earnings',
      icon: ArrowDownLeft,
      value: formatMoney(totals.earnings.amount, totals.earnings.currency, lang),
      href: `/${lang}/my-wallet`,
    },
    {
      id: 'spend',
      icon: ArrowUpRight,
      value: formatMoney(totals.spend.amount, totals.spend.currency, lang),
      href: `/${lang}/my-wallet`,
    },
    { id: 'followers', icon: Users, value: n(totals.followers), href: `/${lang}/my-network/followers` },
    { id: 'following', icon: UserCheck, value: n(totals.following), href: `/${lang}/my-network/following` },
    { id: 'favorites', icon: Heart, value: n(totals.favorites), href: `/${lang}/favorite` },
  ];
  return (
    <section aria-labelledby="totals-title">
      <h2 id="totals-title" className="mb-3 text-lg font-bold">
        {t('dashboard.stats.totals_title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-7 max-md:[&>li:last-child:nth-child(odd)]:col-span-2">
        {tiles.map(({ id, icon: Icon, value, href, detail }) => (
          <li key={id}>
            <Link to={href} className={TILE}>
              <span className="flex items-center gap-2 text-sm font-medium text-muted">
                <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700 rtl:-scale-x-100" />
                {t(`dashboard.stats.${id}`)}
              </span>
              <bdi className="text-xl font-bold text-brand-950 tabular-nums sm:text-2xl">{value}</bdi>
              {detail ? <span className="text-xs text-muted">{detail}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
      <DealStages totals={totals} lang={lang} />
    </section>
  );
}

/** The deals by what they wait on, in words, for those who read the tiles' detail too short. */
function DealStages({ totals, lang }: { totals: DashboardStatistics['totals']; lang: Language }) {
  const { t } = useTranslation();
  const groups = Object.entries(DEAL_GROUPS).map(([id, stages]) => ({
    id,
    value: stages.reduce((total, stage) => total + totals.deals[stage], 0),
  }));
  return (
    <dl className="mt-3 flex flex-wrap gap-2 text-sm">
      {groups.map(({ id, value }) => (
        <div
          key={id}
          className="flex items-center gap-1.5 rounded-full border border-line bg-surface px-3 py-1"
        >
          <dt className="text-muted">{t(`dashboard.stats.deal_groups.${id}`)}</dt>
          <dd className="font-bold tabular-nums">{formatNumber(value, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
