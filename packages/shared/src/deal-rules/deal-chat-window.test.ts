import { describe, expect, it } from 'vitest';
import { dealChatOpen } from './deal-chat-window';
import { DEAL_STAGES } from './deal-states';

const now = new Date('2026-11-27T12:00:00Z');
const later = new Date(now.getTime() + 1);
const earlier = new Date(now.getTime() - 1);

describe('the chat about a deal', () => {
  it('stays open while the deal is under way, whatever its window says', () => {
    for (const stage of ['pending', 'updated', 'approved', 'in_progress', 'delivered', 'disputed'] as const) {
      expect(dealChatOpen({ stage, chatOpenUntil: null }, now)).toBe(true);
      expect(dealChatOpen({ stage, chatOpenUntil: earlier }, now)).toBe(true);
    }
  });

  it('closes at the end of its window once the deal has ended, and at once without one', () => {
    for (const stage of ['completed', 'canceled', 'rejected', 'expired'] as const) {
      expect(dealChatOpen({ stage, chatOpenUntil: later }, now)).toBe(true);
      expect(dealChatOpen({ stage, chatOpenUntil: now }, now)).toBe(false);
      expect(dealChatOpen({ stage, chatOpenUntil: null }, now)).toBe(false);
    }
  });

  it('reads the window as the deal contract gives it (ISO text) and the time as milliseconds alike', () => {
    expect(dealChatOpen({ stage: 'completed', chatOpenUntil: later.toISOString() }, now.getTime())).toBe(
      true,
    );
    expect(dealChatOpen({ stage: 'completed', chatOpenUntil: '2026-11-27T12:00:00.000Z' }, now)).toBe(false);
    expect(dealChatOpen({ stage: 'completed', chatOpenUntil: '2026-11-30T12:00:00.000Z' }, now)).toBe(true);
  });

  it('never opens for a draft, and knows every stage', () => {
    expect(dealChatOpen({ stage: 'draft', chatOpenUntil: later }, now)).toBe(false);
    expect(DEAL_STAGES).toHaveLength(11);
  });
});
