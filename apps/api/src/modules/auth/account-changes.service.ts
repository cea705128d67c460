import type { TFunction } from '@wasla/i18n/server-translator';
import { SUPPORT_EMAIL } from '@wasla/shared/business-constants';
import type {
  AccountType,
  ChangeContactRequest,
  ConfirmContactRequest,
  DeleteAccountRequest,
} from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { isValidPhoneNumber } from '@wasla/shared/validation-rules';
import { clock } from '../../lib/clock';
import { fieldError } from '../../lib/http/field-errors';
import type { Messenger } from '../messaging/messenger';
import type { AccountRecordsRepository } from './account-records.repository';
import type { CodesService, CodeTarget } from './codes.service';
import type { ConfirmIdentity } from './identity-proof';
import type { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './password-hasher';
import { isCommonPassword } from './password-policy';
import type { SessionService } from './session.service';
import { isUniqueViolation } from './unique-violation';
import { presentUser } from './user.presenter';
import type { UserRow, UsersRepository } from './users.repository';

type Ctx = { t: TFunction; lang: Language; client?: string };
const DAY_MS = 86_400_000;

/** Where the code for a new e-mail or phone goes; the purpose names the account asking. */
function newContactTarget(user: UserRow, input: ChangeContactRequest | ConfirmContactRequest): CodeTarget {
  if (input.type === 'email') {
    return {
      purpose: `change_email:${user.id}`,
      channel: 'email',
      to: input.email.toLowerCase(),
      userId: user.id,
    };
  }
  return {
    purpose: `change_phone:${user.id}`,
    channel: 'channel' in input && input.channel === 'whatsapp' ? 'whatsapp' : 'sms',
    to: `+${input.country_code}${input.phone_number}`,
    userId: user.id,
  };
}

function presentTypeRequest(
  row: { id: number; requestedType: string; createdAt: Date },
  documents: { id: number; type: string; createdAt: Date }[],
) {
  return {
    id: row.id,
    requested_type: row.requestedType as AccountType,
    status: 'awaiting_documents' as const,
    created_at: row.createdAt.toISOString(),
    documents: documents.map((d) => ({ id: d.id, type: d.type, created_at: d.createdAt.toISOString() })),
  };
}

/**
 * Changes a signed-in user makes to their own account: password, e-mail, phone, account type, and
 * closing it. Each asks for the password or a code again, and acts on the caller's account only.
 */
export function createAccountChangesService(deps: {
  users: UsersRepository;
  records: AccountRecordsRepository;
  sessions: SessionService;
  codes: CodesService;
  messenger: Messenger;
  throttle: LoginThrottle;
  confirmIdentity: ConfirmIdentity;
  /** Removes the stored files of documents no request names any more. */
  forgetDocuments: (files: string[]) => Promise<void>;
}) {
  const { users, records, sessions, codes, messenger, throttle, confirmIdentity } = deps;

  /**
   * Refuses the account's own address and a malformed phone; answers whether another account has
   * the new address. Only someone holding that address's code is ever told so.
   */
  async function takenByAnother(user: UserRow, input: ChangeContactRequest | ConfirmContactRequest) {
    if (input.type === 'email') {
      const email = input.email.toLowerCase();
      if (email === user.email) throw fieldError('email', 'validation.email_same');
      const owner = await users.findByEmail(email);
      return owner !== undefined && owner.id !== user.id;
    }
    if (input.phone_number === user.phoneNumber && input.country_code === user.countryCode)
      throw fieldError('phone_number', 'validation.phone_same');
    const digits = await users.phoneDigitsFor(input.country_code);
    if (!isValidPhoneNumber(input.phone_number, digits ?? undefined))
      throw fieldError('phone_number', 'validation.phone');
    const owner = await users.findByPhone(input.country_code, input.phone_number);
    return owner !== undefined && owner.id !== user.id;
  }

  const takenError = (input: ChangeContactRequest | ConfirmContactRequest) =>
    input.type === 'email'
      ? fieldError('email', 'validation.email_taken')
      : fieldError('phone_number', 'validation.phone_taken');

  return {
    /** The current password is required; other devices are signed out unless the user keeps them. */
    async changePassword(
      user: UserRow,
      sessionId: string,
      input: { current_password: string; password: string; logout_other_devices: number },
      client?: string,
    ) {
      const attempt = await throttle.begin(`account:${user.id}`, client ?? 'unknown');
      if (!(await verifyPassword(user.passwordHash, input.current_password)))
        throw fieldError('current_password', 'validation.password_wrong');
      await attempt.succeeded();
      if (input.password === input.current_password) throw fieldError('password', 'validation.password_same');
      if (isCommonPassword(input.password)) throw fieldError('password', 'validation.password_common');
      await users.update(user.id, { passwordHash: await hashPassword(input.password) });
      if (input.logout_other_devices === 1)
        await sessions.endOthersOf(user.id, sessionId, 'password_changed');
    },

    /**
     * Step one: proves who is asking and sends the new address a code. An address another account
     * has is answered the same, so this cannot be used to find out who has an account: its owner is
     * told of the request instead of being sent a code, and step two refuses every guess.
     */
    async requestContactChange(user: UserRow, input: ChangeContactRequest, ctx: Ctx) {
      await confirmIdentity(user, input, ctx.client);
      const target = newContactTarget(user, input);
      if (!(await takenByAnother(user, input))) return codes.send(target, ctx.t, ctx.lang, ctx.client);
      const notice = {
        subject: ctx.t('address_in_use_subject', { ns: 'common', lng: ctx.lang }),
        text: ctx.t('address_in_use_message', { ns: 'common', lng: ctx.lang }),
      };
      return codes.sendInstead(target, notice, ctx.client);
    },

    /** Step two: the code from the new address makes it the account's, already verified. */
    async confirmContactChange(user: UserRow, input: ConfirmContactRequest, client?: string) {
      await codes.check(newContactTarget(user, input), input.code, client);
      if (await takenByAnother(user, input)) throw takenError(input);
      const now = clock.now();
      try {
        const updated =
          input.type === 'email'
            ? await users.update(user.id, { email: input.email.toLowerCase(), emailVerifiedAt: now })
            : await users.update(user.id, {
                phoneNumber: input.phone_number,
                countryCode: input.country_code,
                phoneVerifiedAt: now,
              });
        return presentUser(updated!);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw takenError(input);
      }
    },

    async pendingTypeRequest(user: UserRow) {
      const pending = await records.pendingTypeRequest(user.id);
      return pending ? presentTypeRequest(pending, await records.documentsOf(pending.id)) : null;
    },

    /**
     * A personal account applies at once. Trading types (company, factory and so on) need documents:
     * the request is recorded and the user is told, by mail too, where to send them.
     */
    async changeAccountType(user: UserRow, accountType: string, ctx: Ctx) {
      if (accountType === 'personal' || accountType === user.accountType) {
        await deps.forgetDocuments(await records.withdrawTypeRequests(user.id));
        const updated = await users.update(user.id, { accountType });
        return { user: presentUser(updated!), request: null };
      }
      const request = await records.requestType(user.id, accountType);
      if (user.email) {
        const type = ctx.t(`account_types.${accountType}`, { ns: 'common', lng: ctx.lang });
        await messenger.send({
          channel: 'email',
          to: user.email,
          subject: ctx.t('account_type_mail.subject', { ns: 'common', lng: ctx.lang }),
          text: ctx.t('account_type_mail.text', {
            ns: 'common',
            lng: ctx.lang,
            type,
            email: SUPPORT_EMAIL,
            code: user.code,
          }),
        });
      }
      return {
        user: presentUser(user),
        request: presentTypeRequest(request, await records.documentsOf(request.id)),
      };
    },

    /** Closes the account for good; returns the avatar file that is no longer anyone's. */
    async deleteAccount(user: UserRow, input: DeleteAccountRequest, client?: string) {
      await confirmIdentity(user, input, client);
      const now = clock.now();
      await records.erase(
        user.id,
        {
          reason: input.reason,
          note: input.note ?? null,
          accountAgeDays: Math.floor((now.getTime() - user.createdAt.getTime()) / DAY_MS),
        },
        now,
      );
      return { formerAvatar: user.avatarPath };
    },
  };
}

export type AccountChangesService = ReturnType<typeof createAccountChangesService>;
