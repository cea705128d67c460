import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { toast } from '../../components/ui/toast-queue';

export type FormResult =
  | { ok: true; message: string }
  | { ok: false; errors: Record<string, string[]>; values: Record<string, string> };

/** Reads an API write for a form: success with the server's first message, or field errors. */
export function toFormResult(
  reply:
    | { ok: true; message?: { txt: string[] } }
    | { ok: false; message: Record<string, string[] | undefined> },
  values: Record<string, string>,
  fallback: string,
): FormResult {
  if (reply.ok) return { ok: true, message: reply.message?.txt[0] ?? fallback };
  const { txt, ...fields } = reply.message;
  // One message per field, even when two rules behind it say the same thing.
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
      .map(([field, list]) => [field, [...new Set(list)]]),
  );
  return { ok: false, errors: txt ? { form: txt, ...errors } : errors, values };
}

/** Shows the success toast once per submission and asks the form to start empty again. */
function useFormSuccess(result: FormResult | undefined, reset: () => void, toastFormErrors: boolean) {
  const seen = useRef<FormResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result === seen.current) return;
    seen.current = result;
    if (result.ok) {
      if (result.message) toast.success(result.message);
      reset();
    } else if (result.errors.form && toastFormErrors) {
      toast.error(result.errors.form.join(' '));
    }
  }, [result, reset, toastFormErrors]);
}

/**
 * State of a form page around its action: whether it is sending, the values and errors of a failed
 * attempt (to keep what was typed), and a key that empties the form after a success.
 */
export function useFeedbackForm(
  result: FormResult | undefined,
  options: { inlineFormErrors?: boolean } = {},
) {
  const busy = useNavigation().state === 'submitting';
  const [formKey, setFormKey] = useState(0);
  useFormSuccess(
    result,
    useCallback(() => setFormKey((k) => k + 1), []),
    // A page that shows form-wide errors itself does not repeat them in a toast.
    !options.inlineFormErrors,
  );
  return { busy, formKey, failed: result && !result.ok ? result : undefined };
}
