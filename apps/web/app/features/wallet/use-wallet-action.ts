import type { FormResult } from '../feedback/form-result';
import { useFormAction } from '../feedback/use-form-action';

/** What the payment-methods action answers: the intent it ran, its result, and the id of what it made. */
export type WalletReply = FormResult & { intent: string; id?: number };

/**
 * One wallet form posting to the payment-methods page's action (also from the top-up and withdraw
 * pages), so a page can save a card or a bank account without leaving.
 */
export const useWalletAction = (action: string, onSuccess?: (reply: WalletReply) => void) =>
  useFormAction<WalletReply>(action, onSuccess);
