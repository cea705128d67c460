import type { Actor } from '../../lib/policy/actor';
import { type AccountResource, canAccount } from '../auth/account.policy';
import { canService, type ServiceResource } from '../services/service.policy';

/**
 * Reports. `file`: a signed-in account reports a public service of someone else, or another live
 * account. Reading the reports is the team's, through team routes.
 */
export type ReportAction = 'file';

export type ReportTarget =
  | { type: 'service'; service: ServiceResource }
  | { type: 'provider'; account: AccountResource };

export function canReport(actor: Actor, _action: ReportAction, target: ReportTarget): boolean {
  return target.type === 'service'
    ? canService(actor, 'report', target.service)
    : canAccount(actor, 'report', target.account);
}
