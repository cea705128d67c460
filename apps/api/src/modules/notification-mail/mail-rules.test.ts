import { NOTIFICATION_DIGEST_HOUR_UTC } from '@wasla/shared/business-constants';
import { describe, expect, it } from 'vitest';
import { createDisputeNotifications } from '../deals/dispute-notifications';
import type { Messenger } from '../messaging/messenger';
import { DEAL_RULES, MONEY_RULES } from '../notifications/notification-rules';
import { createPayoutNotifications } from '../payouts/payout-notifications';
import { AWAY_MAIL_KINDS, digestMoment } from './mail-rules';

const nobody: Messenger = { send: async () => 0 };

describe('the e-mails of notifications', () => {
  it('never mail a fact the product e-mails already (a dispute, a payout decision)', () => {
    const mailedEvents = [...createDisputeNotifications(nobody), ...createPayoutNotifications(nobody)].map(
      (handler) => handler.type,
    );
    expect(mailedEvents.length).toBeGreaterThan(5);
    for (const type of mailedEvents) {
      const deal = DEAL_RULES[type];
      // The dispute mails of a rejection are the ones that open a dispute: the last delivery's.
      const kinds = deal
        ? [typeof deal.kind === 'function' ? deal.kind({ to: 'disputed' }) : deal.kind]
        : [MONEY_RULES[type]?.kind];
      for (const kind of kinds) {
        expect(kind, type).toBeDefined();
        expect(AWAY_MAIL_KINDS.has(kind!), `${type} → ${kind}`).toBe(false);
      }
    }
  });

  it('send the digest of the day at its hour, and until then the previous day’s', () => {
    const at = (day: string, minutes = 0) =>
      new Date(Date.parse(`${day}T00:00:00Z`) + NOTIFICATION_DIGEST_HOUR_UTC * 3_600_000 + minutes * 60_000);
    expect(digestMoment(at('2031-01-10'))).toEqual({
      at: at('2031-01-10'),
      since: at('2031-01-09'),
      day: '2031-01-10',
    });
    expect(digestMoment(at('2031-01-10', -1)).day).toBe('2031-01-09');
    expect(digestMoment(at('2031-01-10', 60 * 18)).day).toBe('2031-01-10');
  });
});
