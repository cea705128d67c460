import type { DealStage } from './deal-states';

/** Stages of a deal still under way: its two sides may always talk about it. */
const UNDER_WAY: ReadonlySet<DealStage> = new Set([
  'pending',
  'updated',
  'approved',
  'in_progress',
  'delivered',
  'disputed',
]);

/**
 * Whether a member may still send a message about a deal (SPEC.md sections 4 and 9: "chat open 3
 * days after a delivery is rejected or accepted"). While the deal is under way, always; once it has
 * ended, until its `chatOpenUntil` (set when its delivery was accepted or rejected, or it completed
 * by the clock); an offer that ended otherwise (lapsed, refused, withdrawn, canceled) has no window.
 * A draft is the sender's alone and is nothing to talk about yet.
 *
 * The API refuses a message about a closed deal with it; the chat offers the reply under a deal's
 * card by it, so the two never disagree. The window is a `Date` in the API and the deal contract's
 * ISO text in the web app.
 */
export function dealChatOpen(
  deal: { stage: DealStage; chatOpenUntil: Date | string | null },
  now: Date | number,
): boolean {
  if (UNDER_WAY.has(deal.stage)) return true;
  if (deal.stage === 'draft' || deal.chatOpenUntil === null) return false;
  return new Date(now).getTime() < new Date(deal.chatOpenUntil).getTime();
}
