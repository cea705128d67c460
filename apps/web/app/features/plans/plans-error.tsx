import { LoadErrorPanel } from '../errors/load-error-panel';

/** The plans or the subscription could not be read: said in place, with a way to try again. */
export function PlansError() {
  return <LoadErrorPanel title="plans.load_failed" body="plans.load_failed_body" retry="plans.retry" />;
}
