import { TWO_FACTOR_REMINDER_KEYS } from '@wasla/shared/business-constants';
import type { FormEvent } from 'react';
import { endChatOnLogout } from '../chat/chat-session';
import { forgetSavedPages } from '../offline/saved-pages';
import { stopPushOnLogout } from '../push/push-client';

/** SPEC.md section 4: logging out clears the two-step reminders kept in this browser. */
function forgetReminders() {
  try {
    for (const key of TWO_FACTOR_REMINDER_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked); there is then nothing to clear.
  }
}

/**
 * SPEC.md section 4, logout, as a logout form is submitted: goes offline in chat, stops the push
 * client (the form then carries this device's endpoint for the API to forget), and forgets this
 * browser's two-step reminders and the pages kept here for reading offline. Without scripts the form
 * is sent as it is (the saved pages are then forgotten by the next page, made for nobody).
 */
export function beforeLogout(event: FormEvent<HTMLFormElement>) {
  endChatOnLogout();
  stopPushOnLogout(event.currentTarget);
  forgetReminders();
  void forgetSavedPages();
}
