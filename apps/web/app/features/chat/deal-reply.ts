import type { Deal } from '@wasla/shared/contracts/deals';
import { dealChatOpen } from '@wasla/shared/deal-rules/deal-chat-window';
import type { Outgoing } from './chat-model';

/** The deal a message is written about, as the composer's chip names it. */
export type AboutDeal = { id: number; code: string; title: string };

export const aboutDealOf = (deal: Pick<Deal, 'id' | 'code' | 'title'>): AboutDeal => ({
  id: deal.id,
  code: deal.code,
  title: deal.title,
});

/**
 * Whether its card offers to reply about a deal now, by the rule the API applies to such a message
 * (decision 0027, point 9); closed, since when, or null for a deal that ended without a window (an
 * offer that lapsed, was refused or withdrawn, a canceled deal).
 */
export function dealChatWindow(
  deal: Pick<Deal, 'stage' | 'deadlines'>,
  now: number,
): { open: true } | { open: false; closedAt: string | null } {
  const until = deal.deadlines.chat_open_until;
  if (dealChatOpen({ stage: deal.stage, chatOpenUntil: until }, now)) return { open: true };
  return { open: false, closedAt: until };
}

/**
 * What an "About" link names: the deal's title when the conversation's cards have read it, else
 * nothing (the link then names the deal by its number). An untitled deal has no title to show.
 */
export function aboutTitle(deal: Pick<Deal, 'title'> | undefined): string | null {
  const title = deal?.title.trim();
  return title ? title : null;
}

/**
 * The deals whose chat the API has just said is closed: each message refused with
 * `chat_deal_closed` that `handled` has not met yet (it is added there), by the deal it was about.
 * A message still shown as refused thus ends the composer's reply once, not again when the reader
 * starts a new one.
 */
export function newlyClosedDeals(outgoing: readonly Outgoing[], handled: Set<string>): number[] {
  const closed: number[] = [];
  for (const item of outgoing) {
    if (item.code !== 'chat_deal_closed' || handled.has(item.client_id)) continue;
    handled.add(item.client_id);
    if (item.about_deal_id && !closed.includes(item.about_deal_id)) closed.push(item.about_deal_id);
  }
  return closed;
}
