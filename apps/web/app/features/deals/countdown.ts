import type { Deal } from '@wasla/shared/contracts/deals';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span in the two largest units people read on a clock: days and hours, or hours and minutes. */
export type Span =
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number }
  | { unit: 'moment' };

/**
 * The time left (or gone) between two instants, rounded down to whole minutes, so the text only
 * changes once a minute: the countdown ticks each minute and the server renders the same words.
 */
export function spanOf(ms: number): Span {
  const left = Math.max(0, Math.floor(Math.abs(ms) / MINUTE) * MINUTE);
  if (left >= DAY)
    return { unit: 'days', days: Math.floor(left / DAY), hours: Math.floor((left % DAY) / HOUR) };
  if (left >= HOUR)
    return { unit: 'hours', hours: Math.floor(left / HOUR), minutes: Math.floor((left % HOUR) / MINUTE) };
  if (left >= MINUTE) return { unit: 'minutes', minutes: Math.floor(left / MINUTE) };
  return { unit: 'moment' };
}

/** The catalog keys and counts of a span ("2 days" "5 hours"), for the reader's language. */
export function spanParts(span: Span): { key: string; count: number }[] {
  switch (span.unit) {
    case 'days':
      return [
        { key: 'deals.time.days', count: span.days },
        ...(span.hours ? [{ key: 'deals.time.hours', count: span.hours }] : []),
      ];
    case 'hours':
      return [
        { key: 'deals.time.hours', count: span.hours },
        ...(span.minutes ? [{ key: 'deals.time.minutes', count: span.minutes }] : []),
      ];
    case 'minutes':
      return [{ key: 'deals.time.minutes', count: span.minutes }];
    default:
      return [];
  }
}

/** One running clock of a deal: what happens when it runs out, and when. */
export type Clock = { id: string; key: string; at: string };

type Reader = { client: boolean; provider: boolean; sender: boolean; receiver: boolean };

export function readerOf(deal: Pick<Deal, 'my_parties'>): Reader {
  const has = (part: string) => deal.my_parties.includes(part);
  return {
    client: has('client'),
    provider: has('provider'),
    sender: has('sender'),
    receiver: has('receiver'),
  };
}

/**
 * Every clock running on a deal, worded for the reader: the next change a timer will make
 * (`next_due`: the offer lapsing, the payment window closing, the delivery completing itself), the
 * provider's deadline while the work is on, the chat window after a delivery is answered and the
 * review window after completion. Each clock's sentence is `deals.clock.<key>` with `{{time}}`;
 * `_late` keys say how long ago a deadline passed.
 */
export function clocksOf(deal: Deal, now: number): Clock[] {
  const me = readerOf(deal);
  const clocks: Clock[] = [];
  const future = (at: string | null | undefined): at is string => !!at && Date.parse(at) > now;
  const next = deal.next_due;
  if (next) {
    const key =
      next.event === 'lapse'
        ? // A counter-offer waits for the sender; the first offer for the receiver.
          (deal.stage === 'updated' ? me.sender : me.receiver)
          ? 'answer_offer'
          : 'offer_lapses'
        : next.event === 'payment_lapse'
          ? me.client
            ? 'pay_within'
            : 'client_pays_within'
          : next.event === 'auto_complete'
            ? me.client
              ? 'answer_delivery'
              : 'completes_itself'
            : null;
    if (key) clocks.push({ id: `next-${next.event}`, key, at: next.at });
  }
  const deadline = deal.deadlines.deadline_at;
  if (deadline && (deal.stage === 'in_progress' || deal.stage === 'disputed')) {
    const late = !future(deadline);
    const whose = me.provider ? 'deliver_within' : 'delivery_due';
    clocks.push({ id: 'deadline', key: late ? `${whose}_late` : whose, at: deadline });
  }
  if (future(deal.deadlines.chat_open_until)) {
    clocks.push({ id: 'chat', key: 'chat_open', at: deal.deadlines.chat_open_until });
  }
  if (deal.stage === 'completed' && future(deal.deadlines.reviews_due_at)) {
    clocks.push({ id: 'reviews', key: 'reviews_window', at: deal.deadlines.reviews_due_at });
  }
  return clocks;
}
