import { z } from 'zod';
import { DASHBOARD_DEFAULT_PERIOD, DASHBOARD_PERIODS } from '../business-constants';
import { DEAL_STAGES } from '../deal-rules/deal-states';
import { imageSchema, providerSummarySchema, reviewSchema } from './discovery';
import { moneyReplySchema } from './money';

/**
 * The signed-in account's dashboard (SPEC.md section 2, "Dashboard"): its totals, the ratings and
 * reviews it received, what it visited lately, its most viewed service and its visits per day.
 * Money is the wallet's currency; earnings are what deals paid this account, spend what it paid.
 */
export const dashboardQuery = z.object({
  period: z.coerce
    .number()
    .pipe(z.union(DASHBOARD_PERIODS.map((days) => z.literal(days))))
    .catch(DASHBOARD_DEFAULT_PERIOD),
});

const count = z.number().int().nonnegative();

export const visitedServiceSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumb: imageSchema.nullable(),
  placeholder_bg: z.string(),
  provider_name: z.string(),
});

export const visitDaySchema = z.object({
  day: z.string(),
  service_views: count,
  profile_views: count,
});
export type VisitDay = z.infer<typeof visitDaySchema>;

export const dashboardStatisticsSchema = z.object({
  period: z.number().int(),
  totals: z.object({
    services: z.object({ provided: count, requested: count }),
    deals: z.record(z.enum(DEAL_STAGES), count),
    earnings: moneyReplySchema,
    spend: moneyReplySchema,
    followers: count,
    following: count,
    favorites: count,
  }),
  rating: z.object({ average: z.string(), count }),
  reviews: z.array(reviewSchema),
  recent: z.object({
    services: z.array(visitedServiceSchema),
    providers: z.array(providerSummarySchema),
  }),
  /** The latest services the account kept as favourites (SPEC.md: the dashboard lists them). */
  favorite_services: z.array(visitedServiceSchema),
  most_viewed: visitedServiceSchema.extend({ views: count }).nullable(),
  visits: z.object({
    total: count,
    days: z.array(visitDaySchema),
  }),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
