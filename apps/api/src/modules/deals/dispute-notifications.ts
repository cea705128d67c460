import { translator } from '@wasla/i18n/server-translator';
import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { formatMoney } from '@wasla/shared/format';
import { isLanguage } from '@wasla/shared/languages';
import { money, toDecimalString } from '@wasla/shared/money';
import { inArray } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import type { EventHandler } from '../../lib/events/handlers';
import type { Messenger } from '../messaging/messenger';
import { channelOf, recipientColumns } from '../payouts/payout-notifications';
import { dealCoreRepository } from './deal-core.repository';
import { disputesRepository } from './disputes.repository';

/** The message each event of a dispute sends to both parties (the deal table emits them). */
const MESSAGES = {
  'deal.disputed': 'dispute_opened',
  // The last delivery the deal allows, rejected: the rejection opened the dispute.
  'deal.delivery_rejected': 'dispute_opened',
  'deal.released': 'dispute_released',
  'deal.refunded': 'dispute_refunded',
  'deal.split': 'dispute_split',
} as const;
type DisputeEvent = keyof typeof MESSAGES;

/**
 * Tells both sides of a deal, each in their language, that a dispute was opened on it (by a party,
 * or by the rejection of the last delivery the deal allows) and how the
 * support team decided it (release, refund or split, with the team's note). The messenger queues the
 * message in the transaction that marks the event handled, so a second delivery sends nothing.
 * `deal.released`, `deal.refunded` and `deal.split` come only from a dispute's decision.
 */
export function createDisputeNotifications(messenger: Messenger): EventHandler[] {
  return (Object.keys(MESSAGES) as DisputeEvent[]).map((type) => ({
    name: `deals.notify:${type}`,
    type,
    async handle(event, ctx) {
      if (type === 'deal.delivery_rejected' && (event.payload as { to?: unknown }).to !== 'disputed') return;
      await ctx.once(async (tx) => {
        const deal = await dealCoreRepository.find(tx, Number(event.subjectId));
        if (!deal) return;
        const dispute = await disputesRepository.latestOf(tx, deal.id);
        const people = await tx
          .select({ id: users.id, ...recipientColumns })
          .from(users)
          .where(inArray(users.id, [deal.clientId, deal.providerId]));
        for (const person of people) {
          const channel = channelOf(person);
          if (!channel) continue;
          const lang = isLanguage(person.locale) ? person.locale : 'ar';
          const t = translator(lang, 'common');
          const key = `deals_mail.${MESSAGES[type]}`;
          const amount = dispute?.providerAmountAed ?? 0n;
          const values = {
            code: deal.code,
            title: deal.title,
            amount: formatMoney(toDecimalString(money(amount, WALLET_CURRENCY)), WALLET_CURRENCY, lang),
            note: dispute?.note ?? '',
          };
          await messenger.send(
            { ...channel, subject: t(`${key}_subject`, values), text: t(`${key}_message`, values).trim() },
            tx,
          );
        }
      });
    },
  }));
}
