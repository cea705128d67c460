import { AppError, errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';

/** The refusals of deals that are not a missing deal (404) or a form's shape. */
export const dealErrors = {
  notFound: () => errors.notFound(),
  /** The table lists no such change from the deal's stage (SPEC.md: the action is not open now). */
  conflict: () => new AppError(409, 'deal_status_conflict', 'deal_status_conflict'),
  /** An answer that arrives after its deadline, before the timer has moved the deal (section 8). */
  deadlinePassed: () => new AppError(409, 'deal_deadline_passed', 'deal_deadline_passed'),
  /** The service is deleted: "This service has been deleted and is no longer available". */
  serviceDeleted: () => new AppError(410, 'deal_service_unavailable', 'deal_service_unavailable'),
  /** Closed, on holiday or expired: no offer is sent, approved or paid now. */
  serviceClosed: () => new AppError(409, 'deal_service_closed', 'deal_service_closed'),
  ownService: () => new AppError(422, 'deal_own_service', 'deal_own_service'),
  notLate: () => new AppError(409, 'deal_not_late', 'deal_not_late'),
  deliveryLimit: () => new AppError(409, 'deal_delivery_limit', 'deal_delivery_limit'),
  deliveryConflict: () => new AppError(409, 'deal_delivery_status_conflict', 'deal_delivery_status_conflict'),
  reviewExists: () => new AppError(409, 'deal_review_exists', 'deal_review_exists'),
  notReviewable: () => new AppError(409, 'deal_not_reviewable', 'deal_not_reviewable'),
  incomplete: () => new AppError(422, 'deal_incomplete', 'deal_incomplete'),
  /** Not enough in the wallet: 303 with what is missing, for the empty-wallet dialog (section 8). */
  insufficientBalance: () => errors.insufficientBalance(),
  couponNotFound: () => fieldError('code', 'validation.coupon_not_found'),
  reasonRequired: () => fieldError('reason', 'validation.required'),
};
