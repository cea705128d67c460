import { DASHBOARD_LIST_SIZE, type DashboardPeriod, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { DashboardStatistics, VisitDay } from '@wasla/shared/contracts/dashboard';
import { DEAL_STAGES } from '@wasla/shared/deal-rules/deal-states';
import type { Language } from '@wasla/shared/languages';
import { money, toReply } from '@wasla/shared/money';
import { clock } from '../../lib/clock';
import type { ProviderCardsRepository } from '../providers/provider-cards.repository';
import { presentReview } from '../reviews/reviews.presenter';
import type { ReviewsRepository } from '../reviews/reviews.repository';
import { presentProviderSummary, presentServiceCard } from '../services/service-cards.presenter';
import type { ServiceCardsRepository } from '../services/service-cards.repository';
import type { DashboardStatisticsRepository } from './dashboard-statistics.repository';

const DAY_MS = 86_400_000;
const ymd = (at: Date) => at.toISOString().slice(0, 10);

/** Every day of the period, oldest first, today last; days without visits are zero, not missing. */
export function visitsOfPeriod(rows: readonly VisitDay[], period: number, now: Date): VisitDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const start = Date.parse(`${ymd(now)}T00:00:00Z`) - (period - 1) * DAY_MS;
  return Array.from({ length: period }, (_, i) => {
    const day = ymd(new Date(start + i * DAY_MS));
    return byDay.get(day) ?? { day, service_views: 0, profile_views: 0 };
  });
}

const mini = (card: ReturnType<typeof presentServiceCard>) => ({
  id: card.id,
  slug: card.slug,
  name: card.name,
  thumb: card.thumb,
  placeholder_bg: card.placeholder_bg,
  provider_name: card.provider.name,
});

/**
 * The dashboard of the signed-in account: only its own figures, so it needs no policy beyond being
 * signed in. Reads run side by side; none of them writes.
 */
export function createDashboardStatistics(deps: {
  repo: DashboardStatisticsRepository;
  services: ServiceCardsRepository;
  providers: ProviderCardsRepository;
  reviews: ReviewsRepository;
}) {
  const { repo, services, providers, reviews } = deps;

  return {
    async of(userId: number, period: DashboardPeriod, lang: Language): Promise<DashboardStatistics> {
      const now = clock.now();
      const from = ymd(new Date(now.getTime() - (period - 1) * DAY_MS));
      const [
        totals,
        stages,
        moved,
        days,
        mostViewed,
        recentServiceIds,
        recentProviderIds,
        received,
        favoriteIds,
      ] = await Promise.all([
        repo.totals(userId),
        repo.dealsByStage(userId),
        repo.dealMoney(userId, WALLET_CURRENCY),
        repo.visitDays(userId, from),
        repo.mostViewedId(userId),
        repo.recentIds(userId, 'service', DASHBOARD_LIST_SIZE),
        repo.recentIds(userId, 'provider', DASHBOARD_LIST_SIZE),
        reviews.ofProvider(userId, DASHBOARD_LIST_SIZE, 0),
        repo.favoriteServiceIds(userId, DASHBOARD_LIST_SIZE),
      ]);
      const [serviceCards, providerCards] = await Promise.all([
        services.byIds(
          [...new Set([...recentServiceIds, ...favoriteIds, ...(mostViewed ? [mostViewed.id] : [])])],
          WALLET_CURRENCY,
        ),
        providers.byIds(recentProviderIds),
      ]);
      const cardOf = new Map(serviceCards.map((row) => [row.id, mini(presentServiceCard(row, lang))]));
      const deals = Object.fromEntries(DEAL_STAGES.map((stage) => [stage, 0])) as Record<
        (typeof DEAL_STAGES)[number],
        number
      >;
      for (const row of stages) if (row.stage in deals) deals[row.stage as keyof typeof deals] = row.n;
      const visits = visitsOfPeriod(days, period, now);
      const shown = mostViewed ? cardOf.get(mostViewed.id) : undefined;
      return {
        period,
        totals: {
          services: { provided: totals?.provided ?? 0, requested: totals?.requested ?? 0 },
          deals,
          earnings: toReply(money(moved.earned, WALLET_CURRENCY)),
          spend: toReply(money(moved.spent, WALLET_CURRENCY)),
          followers: totals?.followers ?? 0,
          following: totals?.following ?? 0,
          favorites: totals?.favorites ?? 0,
        },
        rating: { average: totals?.rating ?? '0', count: totals?.ratings_count ?? 0 },
        reviews: received.rows.map((row) => presentReview(row, lang)),
        recent: {
          services: recentServiceIds.flatMap((id) => cardOf.get(id) ?? []).slice(0, DASHBOARD_LIST_SIZE),
          providers: providerCards
            .slice(0, DASHBOARD_LIST_SIZE)
            .map((row) =>
              presentProviderSummary({ ...row, avatar: row.avatar_path, ratingsCount: row.ratings_count }),
            ),
        },
        favorite_services: favoriteIds.flatMap((id) => cardOf.get(id) ?? []).slice(0, DASHBOARD_LIST_SIZE),
        most_viewed: shown && mostViewed ? { ...shown, views: mostViewed.views } : null,
        visits: {
          total: visits.reduce((sum, day) => sum + day.service_views + day.profile_views, 0),
          days: visits,
        },
      };
    },
  };
}

export type DashboardStatisticsService = ReturnType<typeof createDashboardStatistics>;
