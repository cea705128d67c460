import type { TFunction } from '@wasla/i18n/server-translator';
import type { ResetPasswordRequest } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import { maskEmail } from '../../lib/mask';
import { CODE_LIFE_SECONDS, CODE_RESEND_SECONDS, type CodesService, type CodeTarget } from './codes.service';
import type { LoginThrottle } from './login-throttle';
import { hashPassword } from './password-hasher';
import { isCommonPassword } from './password-policy';
import type { SessionService } from './session.service';
import type { UserRow, UsersRepository } from './users.repository';

type Ctx = { t: TFunction; lang: Language; client?: string };
type Contact = { email?: string; phone_number?: string; country_code?: string };

const REPLY = { resend_in: CODE_RESEND_SECONDS, expires_in: CODE_LIFE_SECONDS };
const codeError = () => fieldError('code', 'validation.code_expired');

/**
 * Forgotten password and forgotten e-mail. Every answer is the same whether or not the account
 * exists: codes go only to real accounts, but an unknown address gets a code that goes nowhere, with
 * the same cooldown, limits and wrong-code answers, so neither the reply, nor a 429, nor the error
 * for a wrong code says which it was.
 */
export function createRecoveryService(
  users: UsersRepository,
  codes: CodesService,
  sessions: SessionService,
  throttle: LoginThrottle,
) {
  const find = (contact: Contact) =>
    contact.email
      ? users.findByEmail(contact.email.trim().toLowerCase())
      : users.findByPhone(contact.country_code!, contact.phone_number!);

  function resetTarget(contact: Contact, channel: 'sms' | 'whatsapp' = 'whatsapp'): CodeTarget {
    return contact.email
      ? { purpose: 'reset_password', channel: 'email', to: contact.email.trim().toLowerCase() }
      : { purpose: 'reset_password', channel, to: `+${contact.country_code}${contact.phone_number}` };
  }

  /** Sends when the account exists; a cooldown is kept quiet, since it would tell in a known way. */
  async function quietly(user: UserRow | undefined, target: CodeTarget, ctx: Ctx) {
    try {
      if (user)
        await codes.send({ ...target, userId: user.id }, ctx.t, ctx.lang, ctx.client, {
          answerBeforeDelivery: true,
        });
      else await codes.sendNowhere(target, ctx.client);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'code_cooldown')) throw error;
    }
    return REPLY;
  }

  return {
    async forgotPassword(input: Contact & { channel: 'sms' | 'whatsapp' }, ctx: Ctx) {
      return quietly(await find(input), resetTarget(input, input.channel), ctx);
    },

    /** A right code sets the new password and ends every session: whoever had the old one is out. */
    async resetPassword(input: ResetPasswordRequest, client?: string) {
      if (isCommonPassword(input.password)) throw fieldError('password', 'validation.password_common');
      const user = await find(input);
      await codes.check(resetTarget(input), input.code, client);
      if (!user) throw codeError();
      await users.update(user.id, { passwordHash: await hashPassword(input.password) });
      await sessions.endAllOf(user.id, 'password_reset');
      // The code proved the owner is here: the hourly ceiling of a guessing attack will not stop
      // the sign-in that follows.
      if (client) await throttle.trustPlace(user.id, client);
    },

    async forgotEmail(input: { phone_number: string; country_code: string }, ctx: Ctx) {
      const target: CodeTarget = {
        purpose: 'forgot_email',
        channel: 'whatsapp',
        to: `+${input.country_code}${input.phone_number}`,
      };
      return quietly(await users.findByPhone(input.country_code, input.phone_number), target, ctx);
    },

    /** The e-mail of the account behind a phone, masked, once the WhatsApp code is right. */
    async revealEmail(input: { phone_number: string; country_code: string; code: string }, client?: string) {
      const user = await users.findByPhone(input.country_code, input.phone_number);
      await codes.check(
        { purpose: 'forgot_email', to: `+${input.country_code}${input.phone_number}` },
        input.code,
        client,
      );
      if (!user) throw codeError();
      return { email: user.email ? maskEmail(user.email) : null };
    },
  };
}

export type RecoveryService = ReturnType<typeof createRecoveryService>;
