import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../components/ui/toast-queue';
import type { FormResult } from '../feedback/form-result';

/** What the payment-methods action answers: the intent it ran, its result, and the id of what it made. */
export type WalletReply = FormResult & { intent: string; id?: number };

/**
 * One wallet form on a fetcher of its own, posting to `action` (the payment-methods page's action,
 * also from the top-up and withdraw pages), so a page can save a card or a bank account without
 * leaving. A success shows the server's message and calls `onSuccess`; a refusal's field errors stay
 * in `errors` beside the fields, the form-wide ones in `formErrors`.
 */
export function useWalletAction(action: string, onSuccess?: (reply: WalletReply) => void) {
  const fetcher = useFetcher<WalletReply>();
  const seen = useRef<WalletReply | undefined>(undefined);
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
    values: failed?.values,
    submit: (fields: Record<string, string>) => fetcher.submit(fields, { method: 'post', action }),
  };
}
