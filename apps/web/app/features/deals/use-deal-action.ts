import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../components/ui/toast-queue';
import type { FormResult } from '../feedback/form-result';

/** What a deal page's action answers: the intent it ran and its result. */
export type DealReply = FormResult & { intent: string };

/**
 * One deal form (approve, reject, cancel, a counter-offer, a review…) on a fetcher of its own,
 * posting to `action`, so a dialog stays open with its errors beside the fields and what was typed.
 * A success shows the server's message and calls `onSuccess`; the page's data is read again by the
 * router, so the deal shows its new stage. A refusal of the whole action (the deal moved on, the
 * deadline passed: a 409) comes back in `formErrors`, in the API's words.
 */
export function useDealAction(action: string, onSuccess?: (reply: DealReply) => void) {
  const fetcher = useFetcher<DealReply>();
  const seen = useRef<DealReply | undefined>(undefined);
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || reply === seen.current || fetcher.state !== 'idle') return;
    seen.current = reply;
    if (reply.ok) {
      if (reply.message) toast.success(reply.message);
      succeeded.current?.(reply);
    }
  }, [fetcher.data, fetcher.state]);

  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const { form: formErrors, ...errors } = failed?.errors ?? {};
  return {
    fetcher,
    busy: fetcher.state !== 'idle',
    errors: errors as Record<string, string[] | undefined>,
    formErrors,
    values: failed?.values ?? {},
    submit: (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action }),
  };
}
