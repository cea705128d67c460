import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../components/ui/toast-queue';
import type { FormResult } from './form-result';

/**
 * One form on a fetcher of its own, posting to `action`, so a dialog or a panel stays where it is
 * with its errors beside the fields and what was typed. A success shows the server's message and
 * calls `onSuccess`; a refusal's field errors are in `errors`, the form-wide ones in `formErrors`.
 */
export function useFormAction<R extends FormResult>(action: string, onSuccess?: (reply: R) => void) {
  const fetcher = useFetcher<R>();
  const seen = useRef<R | undefined>(undefined);
  const succeeded = useRef(onSuccess);
  succeeded.current = onSuccess;

  useEffect(() => {
    // Replies are plain JSON objects, so the serialised form is the reply itself.
    const reply = fetcher.data as R | undefined;
    if (!reply || reply === seen.current || fetcher.state !== 'idle') return;
    seen.current = reply;
    if (reply.ok) {
      if (reply.message) toast.success(reply.message);
      succeeded.current?.(reply);
    }
  }, [fetcher.data, fetcher.state]);

  const data = fetcher.data as R | undefined;
  const failed = data && !data.ok ? (data as Extract<FormResult, { ok: false }>) : undefined;
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
