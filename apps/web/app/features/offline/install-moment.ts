import { INSTALL_PROMPT_AFTER_PAGES, INSTALL_PROMPT_SNOOZE_DAYS } from '@wasla/shared/business-constants';

/** What this browser remembers of the install prompt: pages opened, and when it was last declined. */
export type InstallMemory = { pagesSeen: number; declinedAt: number | null };

const DAY_MS = 86_400_000;

// Screens where a prompt would interrupt: forms, payments, sign-in, a conversation, and the pages
// that show their own first-visit guide (home's boards, the dashboard's tour) until it has been seen.
const BUSY = [
  /^\/auth\//,
  /^\/(add-service|edit-service|mark-service|add-blog|edit-blog|chat|top-up-wallet|payment-by-card|withdraw|retrieve-charge|two-step-verification|otp-confirmation)(?:\/|$)/,
  /^\/deals\/(add-deal|\d+\/(edit|payment|add-delivers))(?:\/|$)/,
];

/**
 * Whether now is a sensible moment to offer installing the app: the visitor has come back to the
 * site a few pages' worth, has not declined in the last month, is not in the installed app already,
 * and is not in the middle of something.
 */
export function isInstallMoment(options: {
  memory: InstallMemory;
  now: number;
  /** The page's path without its language: `/dashboard`. */
  path: string;
  standalone: boolean;
  guideWaiting: boolean;
}): boolean {
  const { memory, now, path } = options;
  if (options.standalone || options.guideWaiting) return false;
  if (memory.pagesSeen < INSTALL_PROMPT_AFTER_PAGES) return false;
  if (memory.declinedAt !== null && now - memory.declinedAt < INSTALL_PROMPT_SNOOZE_DAYS * DAY_MS)
    return false;
  return !BUSY.some((rule) => rule.test(path));
}
