import type { Deal } from '@wasla/shared/contracts/deals';
import { describe, expect, it } from 'vitest';
import type { Outgoing } from './chat-model';
import { aboutDealOf, aboutTitle, dealChatWindow, newlyClosedDeals } from './deal-reply';

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

  it('ends when the API says the deal’s chat closed, once per refused message', () => {
    const item = (client_id: string, change: Partial<Outgoing>): Outgoing => ({
      client_id,
      body: 'x',
      created_at: '2026-03-10T12:00:00Z',
      state: 'failed',
      ...change,
    });
    const handled = new Set<string>();
    const outgoing = [
      item('a', { about_deal_id: 4, code: 'chat_deal_closed' }),
      item('b', { about_deal_id: 5, code: 'chat_blocked' }),
      item('c', { about_deal_id: 4, code: 'chat_deal_closed' }),
      item('d', { code: 'chat_deal_closed' }),
      item('e', { about_deal_id: 6, state: 'sending' }),
    ];
    expect(newlyClosedDeals(outgoing, handled)).toEqual([4]);
    // The same refusals still shown do not end a reply started again.
    expect(newlyClosedDeals(outgoing, handled)).toEqual([]);
    const retried = [...outgoing, item('f', { about_deal_id: 6, code: 'chat_deal_closed' })];
    expect(newlyClosedDeals(retried, handled)).toEqual([6]);
  });
});
