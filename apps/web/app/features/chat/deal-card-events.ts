import type { ChatMessage } from '@wasla/shared/contracts/chat';

/**
 * What a deal card's `body` names (apps/api/src/modules/chat/chat-cards.ts): the deal's step that
 * put it in the conversation. The page words each in the reader's language (`chat.card.events.*`);
 * a step this page does not know yet is shown as a plain "deal update".
 */
export const CARD_EVENTS = [
  'sent',
  'edited',
  'countered',
  'withdrawn',
  'approved',
  'rejected',
  'update_approved',
  'update_rejected',
  'update_dismissed',
  'lapsed',
  'paid',
  'canceled',
  'payment_lapsed',
  'delivered',
  'delivery_rejected',
  'accepted',
  'auto_completed',
  'disputed',
  'released',
  'refunded',
  'split',
  'review_prompt',
] as const;
export type CardEvent = (typeof CARD_EVENTS)[number];

export const cardEventOf = (body: string): CardEvent | null =>
  (CARD_EVENTS as readonly string[]).includes(body) ? (body as CardEvent) : null;

/** Where a conversation's cards stand for one deal: its newest card, and whether one is a rating card. */
export type DealCardIndex = Map<number, { latestSeq: number; review: boolean }>;

/**
 * The deals a conversation's cards show, each with its newest card's `seq` (the version of the deal
 * the cards must show: a newer card means the deal moved on, so it is read again) and whether a
 * rating card asks for the reviews too. Only the newest card of a deal offers its actions.
 */
export function dealCardIndex(messages: readonly ChatMessage[]): DealCardIndex {
  const index: DealCardIndex = new Map();
  for (const message of messages) {
    if (message.kind === 'text' || !message.card) continue;
    const id = message.card.deal_id;
    const held = index.get(id);
    index.set(id, {
      latestSeq: Math.max(held?.latestSeq ?? 0, message.seq),
      review: (held?.review ?? false) || message.kind === 'review',
    });
  }
  return index;
}
