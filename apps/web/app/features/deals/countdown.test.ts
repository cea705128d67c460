import type { Deal } from '@wasla/shared/contracts/deals';
import { describe, expect, it } from 'vitest';
import { clocksOf, spanOf, spanParts } from './countdown';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-05-10T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

/** A deal as the API answers it, with only what the clocks read set. */
function deal(change: Partial<Deal>): Deal {
  return {
    stage: 'pending',
    my_parties: ['client', 'sender'],
    next_due: null,
    deadlines: {
      offer_expires_at: null,
      payment_due_at: null,
      acceptance_due_at: null,
      deadline_at: null,
      chat_open_until: null,
      reviews_due_at: null,
    },
    ...change,
  } as Deal;
}

describe('the time left, as the countdowns say it', () => {
  it('days and hours, hours and minutes, minutes, or a moment; rounded down to the minute', () => {
    expect(spanOf(2 * DAY + 5 * HOUR + 59 * MINUTE + 59_000)).toEqual({ unit: 'days', days: 2, hours: 5 });
    expect(spanOf(5 * HOUR + 3 * MINUTE)).toEqual({ unit: 'hours', hours: 5, minutes: 3 });
    expect(spanOf(42 * MINUTE + 30_000)).toEqual({ unit: 'minutes', minutes: 42 });
    expect(spanOf(59_999)).toEqual({ unit: 'moment' });
    // A deadline gone by reads the same way: how long ago.
    expect(spanOf(-(DAY + HOUR))).toEqual({ unit: 'days', days: 1, hours: 1 });
  });

  it('leaves out a zero second part: "2 days", not "2 days 0 hours"', () => {
    expect(spanParts({ unit: 'days', days: 2, hours: 0 })).toEqual([{ key: 'deals.time.days', count: 2 }]);
    expect(spanParts({ unit: 'days', days: 2, hours: 5 })).toEqual([
      { key: 'deals.time.days', count: 2 },
      { key: 'deals.time.hours', count: 5 },
    ]);
    expect(spanParts({ unit: 'moment' })).toEqual([]);
  });
});

describe('the clocks of a deal, worded for its reader', () => {
  const offer = { next_due: { event: 'lapse' as const, at: at(3 * DAY) } };

  it('an offer: the receiver answers within the time, the sender waits for it', () => {
    expect(clocksOf(deal({ ...offer, my_parties: ['provider', 'receiver'] }), NOW)).toEqual([
      { id: 'next-lapse', key: 'answer_offer', at: at(3 * DAY) },
    ]);
    expect(clocksOf(deal(offer), NOW)[0]?.key).toBe('offer_lapses');
  });

  it('a counter-offer waits for the sender', () => {
    expect(clocksOf(deal({ ...offer, stage: 'updated' }), NOW)[0]?.key).toBe('answer_offer');
    expect(
      clocksOf(deal({ ...offer, stage: 'updated', my_parties: ['provider', 'receiver'] }), NOW)[0]?.key,
    ).toBe('offer_lapses');
  });

  it('the payment window to each side, and the delivery completing itself', () => {
    const approved = deal({ stage: 'approved', next_due: { event: 'payment_lapse', at: at(DAY) } });
    expect(clocksOf(approved, NOW)[0]?.key).toBe('pay_within');
    expect(clocksOf({ ...approved, my_parties: ['provider', 'receiver'] }, NOW)[0]?.key).toBe(
      'client_pays_within',
    );
    const delivered = deal({ stage: 'delivered', next_due: { event: 'auto_complete', at: at(DAY) } });
    expect(clocksOf(delivered, NOW)[0]?.key).toBe('answer_delivery');
    expect(clocksOf({ ...delivered, my_parties: ['provider'] }, NOW)[0]?.key).toBe('completes_itself');
  });

  it('the provider’s deadline while the work is on, late once it has passed', () => {
    const working = (deadline: number, parties: string[]) =>
      deal({
        stage: 'in_progress',
        my_parties: parties,
        deadlines: { ...deal({}).deadlines, deadline_at: at(deadline) },
      });
    expect(clocksOf(working(2 * DAY, ['provider']), NOW)).toEqual([
      { id: 'deadline', key: 'deliver_within', at: at(2 * DAY) },
    ]);
    expect(clocksOf(working(-HOUR, ['provider']), NOW)[0]?.key).toBe('deliver_within_late');
    expect(clocksOf(working(-HOUR, ['client']), NOW)[0]?.key).toBe('delivery_due_late');
  });

  it('the chat window and, once completed, the review window; nothing once they are over', () => {
    const done = (ms: number) =>
      deal({
        stage: 'completed',
        deadlines: { ...deal({}).deadlines, chat_open_until: at(ms), reviews_due_at: at(ms) },
      });
    expect(clocksOf(done(DAY), NOW).map((c) => c.key)).toEqual(['chat_open', 'reviews_window']);
    expect(clocksOf(done(-DAY), NOW)).toEqual([]);
  });
});
