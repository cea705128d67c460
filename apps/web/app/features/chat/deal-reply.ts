import type { Deal } from '@wasla/shared/contracts/deals';
import { dealChatOpen } from '@wasla/shared/deal-rules/deal-chat-window';

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
