import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';

export const planErrors = {
  planNotFound: () => new AppError(404, 'plan_not_found'),
  subscriptionNotFound: () => new AppError(404, 'subscription_not_found'),
  statusConflict: () => new AppError(409, 'subscription_status_conflict'),
  alreadySubscribed: () => new AppError(409, 'plan_already_subscribed'),
  notPaid: () => fieldError('plan_id', 'validation.plan_not_paid'),
  notHigher: () => fieldError('plan_id', 'validation.plan_not_higher'),
  sameChoice: () => fieldError('plan_id', 'validation.plan_same_choice'),
  /** SPEC.md section 8: titled "Operation Cannot Be Completed" (`errors.plan_downgrade_refused_title`). */
  downgradeRefused: (paid: string, price: string) =>
    new AppError(422, 'plan_downgrade_refused', 'plan_downgrade_refused', { paid, price }, undefined, {
      title_key: 'plan_downgrade_refused_title',
      amount_paid: paid,
      new_price: price,
    }),
};
