import { TOAST_DURATION_MS } from '@wasla/shared/business-constants';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

export type ToastItem = { text: string; tone: 'success' | 'error' };

/** One queue for the whole app; toasts last 5 seconds (SPEC.md section 9). */
export const toastQueue = new ToastQueue<ToastItem>({ maxVisibleToasts: 3 });

export const toast = {
  success: (text: string) => toastQueue.add({ text, tone: 'success' }, { timeout: TOAST_DURATION_MS }),
  error: (text: string) => toastQueue.add({ text, tone: 'error' }, { timeout: TOAST_DURATION_MS }),
};
