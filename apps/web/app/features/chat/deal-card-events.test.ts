import { describe, expect, it } from 'vitest';
import { message } from './chat-test-data';
import { CARD_EVENTS, cardEventOf, dealCardIndex } from './deal-card-events';

const card = (seq: number, dealId: number, kind: 'deal' | 'delivery' | 'review' = 'deal', body = 'sent') =>
  message(seq, { kind, body, sender_id: null, card: { deal_id: dealId } });

describe('deal cards in a conversation', () => {
  it('name the step of the deal each card shows, and nothing for a step not known here', () => {
    expect(cardEventOf('approved')).toBe('approved');
    expect(cardEventOf('review_prompt')).toBe('review_prompt');
    expect(cardEventOf('something_new')).toBeNull();
    // Every step the API cards (apps/api/src/modules/chat/chat-cards.ts) is worded.
    for (const step of [
      'sent',
      'paid',
      'delivered',
      'delivery_rejected',
      'accepted',
      'auto_completed',
      'split',
    ])
      expect(CARD_EVENTS).toContain(step);
  });

  it('index each deal by its newest card, text messages left out, and note a rating card', () => {
    const index = dealCardIndex([
      card(1, 40),
      message(2),
      card(3, 41),
      card(4, 40, 'deal', 'approved'),
      card(6, 40, 'delivery', 'accepted'),
      card(7, 40, 'review', 'review_prompt'),
      message(8),
    ]);
    expect([...index]).toEqual([
      [40, { latestSeq: 7, review: true }],
      [41, { latestSeq: 3, review: false }],
    ]);
  });

  it('find the newest card whatever order the messages came in', () => {
    const index = dealCardIndex([card(9, 5), card(2, 5)]);
    expect(index.get(5)).toEqual({ latestSeq: 9, review: false });
    expect(dealCardIndex([message(1), message(2)]).size).toBe(0);
  });
});
