import type { ChatMessage } from '@wasla/shared/contracts/chat';
import type { Api } from '../../lib/api-client/client.server';
import { chatApi } from './chat-api.server';
import { dealCardIndex } from './deal-card-events';
import type { DealCardData } from './deal-cards-store';

/** At most this many deals are read with a conversation's first page; older ones are read by the page. */
const DEALS_WITH_PAGE = 10;

/**
 * The deals a conversation page's cards show, read with the page so its first paint has them (the
 * deal page's policy decides, through the card calls): each with the newest card it answers. A deal
 * that cannot be read is left to the page, which says so on its cards.
 */
export async function dealCardsOf(
  api: Api,
  messages: readonly ChatMessage[],
): Promise<Record<number, { version: number } & DealCardData>> {
  const chat = chatApi(api);
  const newest = [...dealCardIndex(messages)]
    .sort(([, a], [, b]) => b.latestSeq - a.latestSeq)
    .slice(0, DEALS_WITH_PAGE);
  const read = await Promise.all(
    newest.map(async ([id, card]) => {
      try {
        const data = card.review
          ? await chat.reviewCard(id)
          : { deal: await chat.dealCard(id), reviews: null };
        return [id, { version: card.latestSeq, ...data }] as const;
      } catch {
        return null;
      }
    }),
  );
  return Object.fromEntries(read.filter((entry) => entry !== null));
}
