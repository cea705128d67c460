import {
  type CancelPlanRequest,
  type DowngradeRequest,
  myPlanSchema,
  type PlanPeriod,
  planPaymentSchema,
  plansReplySchema,
  type SubscribeRequest,
  type UpgradeRequest,
} from '@wasla/shared/contracts/plans';
import type { Api } from '../../lib/api-client/client.server';

/**
 * The Plans calls (SPEC.md section 7), each named by the shared contract of its reply. Reads throw
 * the API's status; writes answer failures as values. Subscribe and upgrade move money: the page's
 * attempt id is their required Idempotency-Key; the other changes take one too, so a double click
 * changes the subscription once.
 */
export function plansApi(api: Api) {
  return {
    list: (period: PlanPeriod) => api.get(plansReplySchema, `/plans?period=${period}`),
    myPlan: () => api.get(myPlanSchema, '/plans/my-plan'),
    subscribe: (body: SubscribeRequest, attempt: string) =>
      api.post(planPaymentSchema, '/plans/subscribe', body, { idempotencyKey: attempt }),
    upgrade: (body: UpgradeRequest, attempt: string) =>
      api.post(planPaymentSchema, '/plans/upgrade', body, { idempotencyKey: attempt }),
    downgrade: (body: DowngradeRequest, attempt: string) =>
      api.post(myPlanSchema, '/plans/downgrade', body, { idempotencyKey: attempt }),
    cancel: (body: CancelPlanRequest, attempt: string) =>
      api.post(myPlanSchema, '/plans/cancel', body, { idempotencyKey: attempt }),
    undoCancellation: (attempt: string) =>
      api.post(myPlanSchema, '/plans/undo-cancellation', {}, { idempotencyKey: attempt }),
    toggleAutoRenew: (attempt: string) =>
      api.post(myPlanSchema, '/plans/subscription-auto-renew-toggle', {}, { idempotencyKey: attempt }),
  };
}
