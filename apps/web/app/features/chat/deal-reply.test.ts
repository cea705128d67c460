import type { Deal } from '@wasla/shared/contracts/deals';
import { describe, expect, it } from 'vitest';
import { aboutDealOf, aboutTitle, dealChatWindow } from './deal-reply';

const now = Date.parse('2026-03-10T12:00:00Z');
const deadlines = (chat_open_until: string | null): Deal['deadlines'] => ({
  offer_expires_at: null,
  payment_due_at: null,
  acceptance_due_at: null,
  deadline_at: null,
  chat_open_until,
  reviews_due_at: null,
});

describe('replying about a deal from its card', () => {
  it('is offered while the deal is under way, with or without a window', () => {
    for (const stage of ['pending', 'approved', 'in_progress', 'delivered', 'disputed'] as const) {
      expect(dealChatWindow({ stage, deadlines: deadlines(null) }, now)).toEqual({ open: true });
    }
    // A rejected delivery set the window; the deal goes on, and so does its chat.
    expect(
      dealChatWindow({ stage: 'in_progress', deadlines: deadlines('2026-03-01T00:00:00Z') }, now),
    ).toEqual({ open: true });
  });

  it('is offered after the deal ended until its window closes, then says when it closed', () => {
    const until = '2026-03-12T09:30:00.000Z';
    expect(dealChatWindow({ stage: 'completed', deadlines: deadlines(until) }, now)).toEqual({ open: true });
    expect(dealChatWindow({ stage: 'completed', deadlines: deadlines(until) }, Date.parse(until))).toEqual({
      open: false,
      closedAt: until,
    });
  });

  it('is closed at once for a deal that ended without a window, with no date to tell', () => {
    for (const stage of ['canceled', 'rejected', 'expired'] as const) {
      expect(dealChatWindow({ stage, deadlines: deadlines(null) }, now)).toEqual({
        open: false,
        closedAt: null,
      });
    }
  });

  it('names the deal by its code and title in the composer, and by its title in a message', () => {
    expect(aboutDealOf({ id: 4, code: 'DL-00004', title: 'A logo' })).toEqual({
      id: 4,
      code: 'DL-00004',
      title: 'A logo',
    });
    expect(aboutTitle({ title: '  A logo ' })).toBe('A logo');
    expect(aboutTitle({ title: '  ' })).toBeNull();
    expect(aboutTitle(undefined)).toBeNull();
  });
});
