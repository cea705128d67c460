import { translator } from '@wasla/i18n/server-translator';
import { formatMoney } from '@wasla/shared/format';
import { isLanguage } from '@wasla/shared/languages';
import { toDecimalString } from '@wasla/shared/money';
import { ibanLast4 } from '@wasla/shared/wallet-rules/bank-details';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { bankAccounts, bankTransfers, withdrawals } from '../../db/schema/wallet';
import type { EventHandler } from '../../lib/events/handlers';
import type { Executor } from '../../lib/events/record-event';
import type { Messenger, OutgoingMessage } from '../messaging/messenger';

/** Which message each finance decision sends, by the event the state tables emit. */
const MESSAGES = {
  'bank_transfer.approved': 'bank_transfer_approved',
  'bank_transfer.rejected': 'bank_transfer_rejected',
  'withdrawal.processing_started': 'withdrawal_processing',
  'withdrawal.paid': 'withdrawal_paid',
  'withdrawal.failed': 'withdrawal_failed',
} as const;
type Decision = keyof typeof MESSAGES;

type Recipient = {
  email: string | null;
  phoneNumber: string | null;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  addressTaken: boolean;
  locale: string;
};

/**
 * Where the user is told: the e-mail they proved, else the phone they proved, by SMS. An address
 * another account owns (`address_taken`) never gets anything about this one.
 */
export function channelOf(user: Recipient): Pick<OutgoingMessage, 'channel' | 'to'> | undefined {
  if (user.addressTaken) return undefined;
  if (user.email && user.emailVerifiedAt) return { channel: 'email', to: user.email };
  if (user.phoneNumber && user.phoneVerifiedAt) return { channel: 'sms', to: user.phoneNumber };
  return undefined;
}

export const recipientColumns = {
  email: users.email,
  phoneNumber: users.phoneNumber,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  addressTaken: users.addressTaken,
  locale: users.locale,
};

/** What a message says about its subject, read when it is sent (the row as the decision left it). */
async function factsOf(tx: Executor, type: Decision, id: number) {
  if (type.startsWith('bank_transfer.')) {
    const [row] = await tx
      .select({ transfer: bankTransfers, user: recipientColumns })
      .from(bankTransfers)
      .innerJoin(users, eq(users.id, bankTransfers.userId))
      .where(eq(bankTransfers.id, id));
    return (
      row && {
        money: row.transfer,
        user: row.user,
        operation: row.transfer.operationNumber,
        reason: row.transfer.reason,
        account: '',
      }
    );
  }
  const [row] = await tx
    .select({ withdrawal: withdrawals, user: recipientColumns, iban: bankAccounts.iban })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(eq(withdrawals.id, id));
  return (
    row && {
      money: row.withdrawal,
      user: row.user,
      operation: '',
      reason: row.withdrawal.reason,
      account: ibanLast4(row.iban),
    }
  );
}

/**
 * Tells the user of each decision of the finance team, in their language, by the messenger (which
 * queues the message in the same transaction that marks this event handled: a second delivery of the
 * event finds the mark and sends nothing).
 */
export function createPayoutNotifications(messenger: Messenger): EventHandler[] {
  return (Object.keys(MESSAGES) as Decision[]).map((type) => ({
    name: `payouts.notify:${type}`,
    type,
    async handle(event, ctx) {
      await ctx.once(async (tx) => {
        const facts = await factsOf(tx, type, Number(event.subjectId));
        const channel = facts && channelOf(facts.user);
        if (!facts || !channel) return;
        const lang = isLanguage(facts.user.locale) ? facts.user.locale : 'ar';
        const t = translator(lang, 'common');
        const key = `payouts_mail.${MESSAGES[type]}`;
        const values = {
          amount: formatMoney(toDecimalString(facts.money), facts.money.currency, lang),
          operation: facts.operation,
          account: facts.account,
          reason: facts.reason ?? '',
        };
        await messenger.send(
          { ...channel, subject: t(`${key}_subject`), text: t(`${key}_message`, values) },
          tx,
        );
      });
    },
  }));
}
