import { translator } from '@wasla/i18n/server-translator';
import { SUPPORT_EMAIL } from '@wasla/shared/business-constants';
import { isLanguage } from '@wasla/shared/languages';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import type { EventHandler } from '../../lib/events/handlers';
import type { Messenger } from '../messaging/messenger';
import { channelOf, recipientColumns } from '../payouts/payout-notifications';

/**
 * Tells an account that the support team turned its two-step verification off: if the owner did not
 * ask, someone talked the team into it, and the owner must write at once. Sent once per reset, in the
 * account's language, to the address it proved.
 */
export function createTwoFactorResetMail(messenger: Messenger): EventHandler {
  return {
    name: 'account-lookup.notify:account.two_factor_reset',
    type: 'account.two_factor_reset',
    async handle(event, ctx) {
      await ctx.once(async (tx) => {
        const [user] = await tx
          .select(recipientColumns)
          .from(users)
          .where(eq(users.id, Number(event.subjectId)));
        const channel = user && channelOf(user);
        if (!user || !channel) return;
        const t = translator(isLanguage(user.locale) ? user.locale : 'ar', 'common');
        await messenger.send(
          {
            ...channel,
            subject: t('security_mail.two_factor_reset_subject'),
            text: t('security_mail.two_factor_reset_message', { email: SUPPORT_EMAIL }),
          },
          tx,
        );
      });
    },
  };
}
