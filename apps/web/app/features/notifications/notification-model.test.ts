import { type Notification, SYSTEM_SENDER_SLUG } from '@wasla/shared/contracts/notifications';
import { describe, expect, it } from 'vitest';
import {
  instantOf,
  messageParts,
  notificationHref,
  notificationTime,
  readAll,
  readOne,
  senderHref,
  senderKind,
  stampOf,
  TEAM_SENDER_SLUG,
} from './notification-model';

const offer: Notification = {
  id: 7,
  kind: 'deal_offer_received',
  message: 'You received a new offer: “A logo for my bakery”',
  raw_message: 'You received a new offer: “$deal$”',
  data: { deal: { id: 42, code: 'D-42', title: 'A logo for my bakery', text: 'A logo for my bakery' } },
  date: '2026-03-14 15:05:00',
  sender_name: 'Nora Baker',
  sender_image: null,
  sender_slug: 'nora-baker-ab12c',
  read_at: null,
  link: '/deals/42',
};

describe('a notification as the header and the page show it', () => {
  it('splits the sentence around its facts, each with the page it opens', () => {
    expect(messageParts(offer)).toEqual([
      { kind: 'text', text: 'You received a new offer: “' },
      { kind: 'fact', name: 'deal', text: 'A logo for my bakery', href: '/deals/42' },
      { kind: 'text', text: '”' },
    ]);
    const reopened = {
      raw_message: '“$service$” is available again',
      message: '“Logo design” is available again',
      data: { service: { id: 3, slug: 'logo design', name: 'Logo design', text: 'Logo design' } },
    };
    expect(messageParts(reopened)[1]).toEqual({
      kind: 'fact',
      name: 'service',
      text: 'Logo design',
      href: '/services/logo%20design',
    });
    const followed = {
      raw_message: '$follower$ started following you',
      message: 'Nora Baker started following you',
      data: { follower: { id: 7, slug: 'nora-baker-ab12c', name: 'Nora Baker', text: 'Nora Baker' } },
    };
    expect(messageParts(followed)[0]).toEqual({
      kind: 'fact',
      name: 'follower',
      text: 'Nora Baker',
      href: '/provider/nora-baker-ab12c',
    });
    // An amount has no page of its own.
    const paid = {
      raw_message: 'Your wallet was topped up with $amount$',
      message: 'Your wallet was topped up with AED 10.00',
      data: { amount: { amount: '10.00', currency: 'AED', text: 'AED 10.00' } },
    };
    expect(messageParts(paid)).toEqual([
      { kind: 'text', text: 'Your wallet was topped up with ' },
      { kind: 'fact', name: 'amount', text: 'AED 10.00', href: null },
    ]);
  });

  it('keeps a sentence whole when a placeholder has no fact, or there is none', () => {
    expect(messageParts({ ...offer, data: {} })).toEqual([{ kind: 'text', text: offer.message }]);
    expect(messageParts({ ...offer, raw_message: 'Plain words', message: 'Plain words' })).toEqual([
      { kind: 'text', text: 'Plain words' },
    ]);
  });

  it('links an account sender to its profile, never the Wasla team or a deleted account', () => {
    expect(TEAM_SENDER_SLUG).toBe(SYSTEM_SENDER_SLUG);
    expect(senderKind(offer)).toBe('account');
    expect(senderHref('ar', offer)).toBe('/ar/provider/nora-baker-ab12c');
    expect(senderKind({ sender_slug: SYSTEM_SENDER_SLUG })).toBe('team');
    expect(senderHref('en', { sender_slug: SYSTEM_SENDER_SLUG })).toBeNull();
    expect(senderKind({ sender_slug: null })).toBe('deleted');
    expect(senderHref('en', { sender_slug: null })).toBeNull();
  });

  it('opens its page in the reader’s language, and only a path of this site', () => {
    expect(notificationHref('en', offer)).toBe('/en/deals/42');
    expect(notificationHref('ar', { link: '/my-wallet' })).toBe('/ar/my-wallet');
    expect(notificationHref('en', { link: null })).toBeNull();
    expect(notificationHref('en', { link: '//evil.example/x' })).toBeNull();
    expect(notificationHref('en', { link: 'https://evil.example' })).toBeNull();
  });

  it('reads the contract’s UTC stamps both ways', () => {
    expect(instantOf('2026-03-14 15:05:00')).toBe(Date.UTC(2026, 2, 14, 15, 5));
    expect(stampOf(Date.UTC(2026, 2, 14, 15, 5, 9))).toBe('2026-03-14 15:05:09');
  });
});

describe('when it came', () => {
  const at = Date.UTC(2026, 2, 14, 15, 5);
  it('is relative within the hour', () => {
    expect(notificationTime(offer.date, 'en', at + 20_000)).toBe('now');
    expect(notificationTime(offer.date, 'en', at + 5 * 60_000)).toBe('5 minutes ago');
    expect(notificationTime(offer.date, 'fr', at + 5 * 60_000)).toBe('il y a 5 minutes');
    expect(notificationTime(offer.date, 'ar', at + 5 * 60_000)).toMatch(/5 دقائق/);
  });

  it('is a 12-hour time with am or pm later the same day, in the reader’s zone', () => {
    expect(notificationTime(offer.date, 'en', at + 3 * 3_600_000)).toBe('3:05 PM');
    expect(notificationTime(offer.date, 'en', at + 3 * 3_600_000, 'Asia/Dubai')).toBe('7:05 PM');
    expect(notificationTime(offer.date, 'ar', at + 3 * 3_600_000)).toMatch(/^3:05\sم$/);
  });

  it('adds the date on another day', () => {
    expect(notificationTime(offer.date, 'en', at + 2 * 86_400_000)).toMatch(/^Mar 14, 2026, 3:05\sPM$/);
    // Past midnight in Dubai, still the 14th in UTC: the reader's day decides.
    const late = '2026-03-14 21:30:00';
    expect(notificationTime(late, 'en', Date.UTC(2026, 2, 14, 23), 'Asia/Dubai')).toBe('1:30 AM');
  });

  it('shows a stamp it cannot read as it came', () => {
    expect(notificationTime('not a date', 'en', at)).toBe('not a date');
  });
});

describe('marking read', () => {
  const second = { ...offer, id: 8, read_at: '2026-03-14 15:00:00' };
  it('marks one, leaving the others and an earlier reading as they were', () => {
    const after = readOne([offer, second], 7, Date.UTC(2026, 2, 14, 16));
    expect(after[0]!.read_at).toBe('2026-03-14 16:00:00');
    expect(after[1]).toBe(second);
    expect(readOne(after, 7, Date.UTC(2026, 2, 15))[0]!.read_at).toBe('2026-03-14 16:00:00');
  });

  it('marks all', () => {
    const after = readAll([offer, second], Date.UTC(2026, 2, 14, 16));
    expect(after.map((n) => n.read_at)).toEqual(['2026-03-14 16:00:00', '2026-03-14 15:00:00']);
  });
});
