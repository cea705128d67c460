import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../../components/ui/toast-queue';
import type { FormResult } from '../../feedback/form-result';
import type { CardIntent } from './my-services-model';

export type CardReply = { intent: CardIntent; id: number } & FormResult;
export type CardDialog = 'reopen' | 'holiday' | 'delete';

/**
 * One card's writes through the page's action, each card on a fetcher of its own so that several can
 * be under way and each button shows its own progress. A success shows the server's message in a
 * toast and closes the dialog; a refusal shows beside the fields of the open dialog, or in a toast
 * when the action had none (closing).
 */
export function useCardAction(id: number) {
  const fetcher = useFetcher<CardReply>();
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const openDialog = useRef<CardDialog | null>(null);
  openDialog.current = dialog;
  const seen = useRef<CardReply | undefined>(undefined);

  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || reply === seen.current) return;
    seen.current = reply;
    if (reply.ok) {
      if (reply.message) toast.success(reply.message);
      setErrors({});
      setDialog(null);
    } else if (openDialog.current) {
      setErrors(reply.errors);
    } else {
      toast.error(Object.values(reply.errors).flat().join(' '));
    }
  }, [fetcher.data]);

  const submit = useCallback(
    (intent: CardIntent, fields: Record<string, string> = {}) =>
      fetcher.submit({ ...fields, intent, id: String(id) }, { method: 'post' }),
    [fetcher, id],
  );

  // The button stays busy until the list has been read again with the change.
  const pending = fetcher.state === 'idle' ? null : (fetcher.formData?.get('intent') as CardIntent | null);

  return {
    Form: fetcher.Form,
    submit,
    pending,
    busy: fetcher.state !== 'idle',
    dialog,
    errors,
    open: (which: CardDialog) => {
      setErrors({});
      setDialog(which);
    },
    close: () => setDialog(null),
  };
}
