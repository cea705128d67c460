import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createTargetsRepository } from '../favorites/targets.repository';
import type { ListingFreshness } from '../services/listing-freshness';
import { registerReportReviewRoutes } from './report-review.routes';
import { createReportReview } from './report-review.service';
import { createReportsRepository } from './reports.repository';
import { registerReportRoutes } from './reports.routes';
import { createReports } from './reports.service';

/** Reports of services, accounts and conversations, and the moderation team's queue of them. */
export function registerReports(
  api: FastifyInstance,
  { db }: Infrastructure,
  { guards }: Auth,
  listings: ListingFreshness,
) {
  registerReportRoutes(api, {
    reports: createReports(createReportsRepository(db), createTargetsRepository(db)),
    guards,
  });
  registerReportReviewRoutes(api, { review: createReportReview(db, listings), guards });
}
