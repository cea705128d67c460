import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createProviderCardsRepository } from '../providers/provider-cards.repository';
import { createReviewsRepository } from '../reviews/reviews.repository';
import { createServiceCardsRepository } from '../services/service-cards.repository';
import { registerDashboardRoutes } from './dashboard.routes';
import { createDashboardStatisticsRepository } from './dashboard-statistics.repository';
import { createDashboardStatistics } from './dashboard-statistics.service';

/** The dashboard's statistics of the signed-in account. */
export function registerDashboard(api: FastifyInstance, { db }: Infrastructure, { guards }: Auth) {
  const statistics = createDashboardStatistics({
    repo: createDashboardStatisticsRepository(db),
    services: createServiceCardsRepository(db),
    providers: createProviderCardsRepository(db),
    reviews: createReviewsRepository(db),
  });
  registerDashboardRoutes(api, { statistics, guards });
}
