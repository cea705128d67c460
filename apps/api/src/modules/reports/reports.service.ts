import type { FavoriteType } from '@wasla/shared/contracts/discovery';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import type { TargetsRepository } from '../favorites/targets.repository';
import { providerErrors } from '../providers/provider-page.service';
import type { ReportsRepository } from './reports.repository';

export const reportErrors = {
  ownService: () => new AppError(422, 'report_own_service', 'report_own_service'),
  self: () => new AppError(422, 'report_self', 'report_self'),
};

/**
 * Reports of a service or an account, kept for the team. What is reported must exist and be public
 * (a draft is seen by nobody else); reporting oneself or one's own service makes no sense.
 */
export function createReports(repo: ReportsRepository, targets: TargetsRepository) {
  return {
    async report(reporter: { id: number }, input: { type: FavoriteType; type_id: number; reason: string }) {
      if (input.type === 'service') {
        const service = await targets.service(input.type_id);
        if (!service || service.status === 'draft') throw errors.notFound('service_unavailable');
        if (service.user_id === reporter.id) throw reportErrors.ownService();
      } else {
        if (input.type_id === reporter.id) throw reportErrors.self();
        if (!(await targets.account(input.type_id))) throw providerErrors.notFound();
      }
      const saved = await repo.fileOrRefresh({
        reporterId: reporter.id,
        kind: input.type,
        targetId: input.type_id,
        reason: input.reason,
        at: clock.now(),
      });
      return { id: saved.id, created_at: saved.createdAt.toISOString() };
    },
  };
}

export type Reports = ReturnType<typeof createReports>;
