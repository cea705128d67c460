import type { TFunction } from '@wasla/i18n/server-translator';
import type { LoginRequest, RegisterRequest } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { isValidPhoneNumber } from '@wasla/shared/validation-rules';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { CodesService, CodeTarget } from './codes.service';
import { confirmIdentityTarget } from './identity-proof';
import type { LoginThrottle } from './login-throttle';
import { insertWithFreshIdentifiers } from './new-account';
import { hashPassword, verifyPassword } from './password-hasher';
import { isCommonPassword } from './password-policy';
import type { SessionMeta, SessionService } from './session.service';
import { isUniqueViolation } from './unique-violation';
import { presentUser } from './user.presenter';
import type { UserRow, UsersRepository } from './users.repository';

type Context = { t: TFunction; lang: Language; meta: SessionMeta };
type SignedIn = Awaited<ReturnType<SessionService['start']>>['tokens'] & {
  user: ReturnType<typeof presentUser>;
};

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Where a user's verification code goes: their e-mail, else their phone by SMS or WhatsApp. An
 * account that signed up with another's address has codes of its own purpose, so they never touch
 * the owner's codes (their cooldown, or which one is the latest).
 */
export function verificationTarget(
  user: UserRow,
  purpose: 'verify_email' | 'verify_phone',
  channel?: 'email' | 'sms' | 'whatsapp',
): CodeTarget {
  const ownPurpose = user.addressTaken ? `${purpose}:address_taken:${user.id}` : purpose;
  if (purpose === 'verify_email') {
    if (!user.email) throw fieldError('purpose', 'validation.no_email');
    return { purpose: ownPurpose, channel: 'email', to: user.email, userId: user.id };
  }
  if (!user.phoneNumber || !user.countryCode) throw fieldError('purpose', 'validation.no_phone');
  return {
    purpose: ownPurpose,
    channel: channel === 'whatsapp' ? 'whatsapp' : 'sms',
    to: `+${user.countryCode}${user.phoneNumber}`,
    userId: user.id,
  };
}

export function createAccountService(
  users: UsersRepository,
  sessions: SessionService,
  codes: CodesService,
  throttle: LoginThrottle,
) {
  async function checkPhone(countryCode: string, phone: string) {
    const digits = await users.phoneDigitsFor(countryCode);
    if (!isValidPhoneNumber(phone, digits ?? undefined)) throw fieldError('phone_number', 'validation.phone');
  }

  /** The verification code, or for an account whose address is another's, a word to that owner. */
  function sendVerification(
    user: UserRow,
    purpose: 'verify_email' | 'verify_phone',
    channel: 'email' | 'sms' | 'whatsapp' | undefined,
    ctx: Context,
  ) {
    const target = verificationTarget(user, purpose, channel);
    if (!user.addressTaken) return codes.send(target, ctx.t, ctx.lang, ctx.meta.ip);
    const notice = {
      subject: ctx.t('address_taken_subject', { ns: 'common', lng: ctx.lang }),
      text: ctx.t('address_taken_message', { ns: 'common', lng: ctx.lang }),
    };
    return codes.sendInstead(target, notice, ctx.meta.ip);
  }

  /** A session for an account whose password was right; two-step accounts start held at step two. */
  async function signIn(user: UserRow, ctx: Context): Promise<SignedIn> {
    if (user.blockedUntil && user.blockedUntil > clock.now()) throw errors.accountBlocked();
    const { tokens } = await sessions.start(user.id, ctx.meta, user.twoFactorEnabledAt !== null);
    return { ...tokens, user: presentUser(user) };
  }

  return {
    register: async function register(
      input: RegisterRequest,
      ctx: Context,
      again = false,
    ): Promise<SignedIn> {
      const email = input.email ? normaliseEmail(input.email) : null;
      const byPhone = !email && input.phone_number && input.country_code ? input : null;
      const identifier = email ?? `+${input.country_code}${input.phone_number}`;
      const address = ctx.meta.ip ?? 'unknown';
      // What the form itself says is checked first. From there on nothing depends on whether the
      // address has an account: the same limits are spent and the same two hashes computed.
      if (isCommonPassword(input.password)) throw fieldError('password', 'validation.password_common');
      if (byPhone) await checkPhone(byPhone.country_code!, byPhone.phone_number!);
      await codes.reserveSignUp(ctx.meta.ip);
      const taken = email
        ? await users.findByEmail(email)
        : byPhone
          ? await users.findByPhone(byPhone.country_code!, byPhone.phone_number!)
          : undefined;
      // Typing a taken address with its password is signing in, so it counts as a guess.
      const guess = await throttle.countSignUpGuess(
        identifier,
        address,
        taken && { id: taken.id, signedInHereBefore: () => sessions.signedInFrom(taken.id, address) },
      );
      const passwordHash = await hashPassword(input.password);
      const isOwner = (await verifyPassword(taken?.passwordHash ?? null, input.password)) && guess.mayOpen;
      // Only a wrong password for a taken address is a failed guess; nothing here answers otherwise.
      if (!taken || isOwner) await guess.succeeded();
      // The owner signing up again (a second press, or a forgotten account) is signed in to it.
      if (taken && isOwner) return signIn(taken, ctx);

      // A taken address with another password is answered like a free one (decision 0013): an
      // account is made, held at the verification gate it can never pass, and the owner is told.
      let user: UserRow;
      try {
        user = await insertWithFreshIdentifiers(users.insert, {
          name: input.name,
          email,
          phoneNumber: email ? null : input.phone_number,
          countryCode: email ? null : input.country_code,
          passwordHash,
          accountType: input.account_type,
          locale: ctx.lang,
          addressTaken: taken !== undefined,
        });
      } catch (error) {
        // Two presses at once: the other one took the address a moment ago. Once more, the address
        // is taken, and the same password signs in to the account just made.
        if (again || !isUniqueViolation(error)) throw error;
        return register(input, ctx, true);
      }
      const { tokens } = await sessions.start(user.id, ctx.meta);
      try {
        await sendVerification(user, email ? 'verify_email' : 'verify_phone', input.otp_channel, ctx);
      } catch (error) {
        // The account exists by now; a code held back by a limit can be asked for again on the next screen.
        if (!(error instanceof AppError && error.status === 429)) throw error;
      }
      return { ...tokens, user: presentUser(user) };
    },

    async login(input: LoginRequest, ctx: Context) {
      const identifier = input.email
        ? normaliseEmail(input.email)
        : `+${input.country_code}${input.phone_number}`;
      const address = ctx.meta.ip ?? 'unknown';
      const user = input.email
        ? await users.findByEmail(identifier)
        : await users.findByPhone(input.country_code!, input.phone_number!);
      const attempt = await throttle.begin(
        identifier,
        address,
        user && { id: user.id, signedInHereBefore: () => sessions.signedInFrom(user.id, address) },
      );
      // The same answer, after the same work, whether the account exists or the password is wrong.
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) throw new AppError(422, 'invalid_credentials', 'invalid_credentials');
      await attempt.succeeded();
      return signIn(user, ctx);
    },

    async sendCode(
      user: UserRow,
      purpose: 'verify_email' | 'verify_phone' | 'confirm_identity',
      channel: 'email' | 'sms' | 'whatsapp' | undefined,
      ctx: Context,
    ) {
      if (purpose !== 'confirm_identity') return sendVerification(user, purpose, channel, ctx);
      return codes.send(confirmIdentityTarget(user, channel), ctx.t, ctx.lang, ctx.meta.ip);
    },

    async verificationStatus(user: UserRow) {
      const purpose = user.email ? 'verify_email' : 'verify_phone';
      const target = verificationTarget(user, purpose);
      return {
        email: user.email,
        phone: user.phoneNumber ? `+${user.countryCode}${user.phoneNumber}` : null,
        email_verified: user.emailVerifiedAt !== null,
        phone_verified: user.phoneVerifiedAt !== null,
        resend_in: await codes.resendIn(target.purpose, target.to),
      };
    },

    async verifyCode(user: UserRow, purpose: 'verify_email' | 'verify_phone', code: string, client?: string) {
      const target = verificationTarget(user, purpose);
      await codes.check(target, code, client);
      // No code was ever sent for another's address; a lucky guess must not make it this account's.
      if (user.addressTaken) throw fieldError('code', 'validation.code_expired');
      const now = clock.now();
      const updated = await users.update(
        user.id,
        purpose === 'verify_email' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now },
      );
      return presentUser(updated!);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
