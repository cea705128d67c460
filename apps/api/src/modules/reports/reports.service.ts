import type { FavoriteType } from '@wasla/shared/contracts/discovery';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { TargetsRepository } from '../favorites/targets.repository';
import { providerErrors } from '../providers/provider-page.service';
import { canService } from '../services/service.policy';
import { canReport } from './report.policy';
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
    async report(reporter: UserActor, input: { type: FavoriteType; type_id: number; reason: string }) {
      if (input.type === 'service') {
        const found = await targets.service(input.type_id);
        const service = found && {
          ownerId: found.user_id,
          status: found.status,
          deletedAt: found.deleted_at,
        };
        // What nobody else can read cannot be reported, and answers as a missing service.
        if (!service || !canService(reporter, 'read', service)) throw errors.notFound('service_unavailable');
        if (!canReport(reporter, 'file', { type: 'service', service })) throw reportErrors.ownService();
      } else {
        if (input.type_id === reporter.id) throw reportErrors.self();
        const found = await targets.account(input.type_id);
        const account = found && { id: found.id, deletedAt: found.deleted_at };
        if (!account || !canReport(reporter, 'file', { type: 'provider', account }))
          throw providerErrors.notFound();
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
