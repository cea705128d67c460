import type { FormResult } from '../feedback/form-result';
import { useFormAction } from '../feedback/use-form-action';

/** What a deal page's action answers: the intent it ran and its result. */
export type DealReply = FormResult & { intent: string };

/**
 * One deal form (approve, reject, cancel, a counter-offer, a review…) on a fetcher of its own. The
 * page's data is read again by the router after a success, so the deal shows its new stage; a
 * refusal of the whole action (the deal moved on, the deadline passed: a 409) comes back in
 * `formErrors`, in the API's words.
 */
export function useDealAction(action: string, onSuccess?: (reply: DealReply) => void) {
  const form = useFormAction<DealReply>(action, onSuccess);
  return { ...form, values: form.values ?? {} };
}
