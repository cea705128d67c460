import { translator } from '@wasla/i18n/server-translator';
import { NOTIFICATION_KINDS } from '@wasla/shared/contracts/notifications';
import { dealMachine } from '@wasla/shared/deal-rules/deal-states';
import { LANGUAGES } from '@wasla/shared/languages';
import { subscriptionMachine } from '@wasla/shared/plan-rules/subscription-states';
import { bankTransferMachine } from '@wasla/shared/wallet-rules/bank-transfer-states';
import { chargeMachine } from '@wasla/shared/wallet-rules/charge-states';
import { withdrawalMachine } from '@wasla/shared/wallet-rules/withdrawal-states';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_RULES,
  ARTICLE_RULES,
  actorAccount,
  DEAL_RULES,
  MODERATION_RULES,
  MONEY_RULES,
  SERVICE_OPENING_EVENTS,
} from './notification-rules';

const emitted = (machine: { subject: string; emits: Record<string, string> }) =>
  Object.values(machine.emits).map((e) => `${machine.subject}.${e}`);

describe('the notification rules', () => {
  it('hear every event the deal table emits, and the reviews', () => {
    expect(Object.keys(DEAL_RULES).sort()).toEqual(
      [...emitted(dealMachine), 'deal.reviewed', 'deal.reviews_published'].sort(),
    );
  });

  it('name only events the payout, charge and subscription tables emit', () => {
    const known = new Set([
      ...emitted(withdrawalMachine),
      ...emitted(bankTransferMachine),
      ...emitted(chargeMachine),
      ...emitted(subscriptionMachine),
    ]);
    for (const type of Object.keys(MONEY_RULES)) expect(known, type).toContain(type);
  });

  it('hear each way a service opens again', () => {
    expect([...SERVICE_OPENING_EVENTS].sort()).toEqual([
      'service.holiday_cancelled',
      'service.holiday_ended',
      'service.holiday_set',
      'service.reopened',
    ]);
  });

  it('write every kind, each with its sentence in the four languages', () => {
    // The community's kinds are written by their own handlers (network and blog).
    const written = new Set<string>([
      'service_available',
      'new_follower',
      ...Object.values(ARTICLE_RULES),
      ...Object.values(ACCOUNT_RULES),
      ...Object.values(MODERATION_RULES),
      ...Object.values(MONEY_RULES).map((r) => r.kind),
    ]);
    for (const rule of Object.values(DEAL_RULES)) {
      if (typeof rule.kind === 'string') written.add(rule.kind);
      else for (const to of ['in_progress', 'disputed']) written.add(rule.kind({ to })!);
    }
    expect([...written].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const lang of LANGUAGES)
      for (const kind of NOTIFICATION_KINDS) {
        const key = `notifications.${kind}`;
        expect(translator(lang, 'common')(key), `${lang} ${key}`).not.toBe(key);
      }
  });

  it('read a person from an actor, and nobody from a timer or the gateway', () => {
    expect(actorAccount('user:12')).toBe(12);
    for (const actor of ['timer:deal.lapse', 'gateway', 'user:', 'user:1x', null])
      expect(actorAccount(actor)).toBeUndefined();
  });
});
