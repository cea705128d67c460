import type { TFunction } from '@wasla/i18n/server-translator';
import type { Language } from '@wasla/shared/languages';
import { type AttemptCounter, reserveAttempt } from '../../lib/attempt-counter';
import { clock } from '../../lib/clock';
import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import { maskEmail, maskPhone } from '../../lib/mask';
import type { SealedBox } from '../../lib/sealed-box';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp';
import type { CodesService, CodeTarget } from './codes.service';
import type { ConfirmIdentity, IdentityProof } from './identity-proof';
import type { SessionService } from './session.service';
import { presentUser } from './user.presenter';
import type { UserRow, UsersRepository } from './users.repository';

export const TOTP_ISSUER = 'Wasla';
const WRONG_TOTP_WINDOW_MS = 5 * 60_000;
export const WRONG_TOTP_PER_WINDOW = 5;

type Ctx = { t: TFunction; lang: Language; client?: string };
type Session = { id: string; twoFactorPending: boolean };

/** Fallback codes go to the verified e-mail, or by WhatsApp to the verified phone. */
function fallbackTarget(user: UserRow, channel: 'email' | 'whatsapp'): CodeTarget {
  const purpose = `two_factor:${user.id}`;
  if (channel === 'email' && user.email && user.emailVerifiedAt)
    return { purpose, channel, to: user.email, userId: user.id };
  if (channel === 'whatsapp' && user.phoneNumber && user.phoneVerifiedAt)
    return { purpose, channel, to: `+${user.countryCode}${user.phoneNumber}`, userId: user.id };
  throw fieldError('channel', 'validation.no_verified_contact');
}

/**
 * Two-step verification with an authenticator app (RFC 6238). The key is sealed at rest; a new key
 * waits as "pending" until a code from the app proves it was saved; each accepted code's time step is
 * remembered so the same code never works twice. Fallback codes go by e-mail or WhatsApp.
 */
export function createTwoFactorService(deps: {
  users: UsersRepository;
  sessions: SessionService;
  codes: CodesService;
  box: SealedBox;
  attempts: AttemptCounter;
  confirmIdentity: ConfirmIdentity;
}) {
  const { users, sessions, codes, box, attempts, confirmIdentity } = deps;

  /**
   * Wrong authenticator codes are limited per account, since six digits can be guessed. The try is
   * reserved before the code is compared, so racing guesses cannot all be compared; the function
   * returned gives it back for a right code.
   */
  async function reserveGuess(user: UserRow) {
    const reservation = await reserveAttempt(
      attempts,
      `totp:wrong:${user.id}`,
      WRONG_TOTP_WINDOW_MS,
      WRONG_TOTP_PER_WINDOW,
    );
    if (!reservation.granted) {
      throw new AppError(429, 'too_many_codes', 'too_many_codes', {
        minutes: Math.max(1, Math.ceil(reservation.waitMs / 60_000)),
      });
    }
    return reservation.release;
  }

  /** Accepts an authenticator code for the enabled key, once; throws a field error otherwise. */
  async function acceptTotp(user: UserRow, code: string) {
    if (!user.twoFactorSecret) throw fieldError('code', 'validation.two_factor_off');
    const giveBack = await reserveGuess(user);
    const step = matchTotp(
      box.open(user.twoFactorSecret),
      code,
      clock.now().getTime(),
      user.twoFactorLastStep,
    );
    // The step is recorded only if no other request recorded it (or a later one) first.
    if (step === null || !(await users.recordTotpStep(user.id, step))) {
      throw fieldError('code', 'validation.code_wrong_totp');
    }
    await giveBack();
  }

  return {
    status(user: UserRow) {
      const fallback: { channel: 'email' | 'whatsapp'; target: string }[] = [];
      if (user.email && user.emailVerifiedAt)
        fallback.push({ channel: 'email', target: maskEmail(user.email) });
      if (user.phoneNumber && user.countryCode && user.phoneVerifiedAt)
        fallback.push({ channel: 'whatsapp', target: maskPhone(user.countryCode, user.phoneNumber) });
      return {
        enabled: user.twoFactorEnabledAt !== null,
        enabled_at: user.twoFactorEnabledAt?.toISOString() ?? null,
        fallback,
      };
    },

    /** A new key to scan; it takes effect only once `enable` receives a code made from it. */
    async setup(user: UserRow, proof: IdentityProof, client?: string) {
      if (user.twoFactorEnabledAt) throw new AppError(409, 'two_factor_already_on', 'two_factor_already_on');
      await confirmIdentity(user, proof, client);
      const secret = newTotpSecret();
      await users.update(user.id, { twoFactorPendingSecret: box.seal(secret) });
      const account =
        user.email ?? (user.phoneNumber ? `+${user.countryCode}${user.phoneNumber}` : user.code);
      return { secret, otpauth_url: otpauthUrl(secret, account, TOTP_ISSUER) };
    },

    async enable(user: UserRow, code: string) {
      if (user.twoFactorEnabledAt) throw new AppError(409, 'two_factor_already_on', 'two_factor_already_on');
      if (!user.twoFactorPendingSecret) throw fieldError('code', 'validation.two_factor_setup_first');
      const giveBack = await reserveGuess(user);
      const step = matchTotp(box.open(user.twoFactorPendingSecret), code, clock.now().getTime());
      if (step === null) throw fieldError('code', 'validation.code_wrong_totp');
      await giveBack();
      const updated = await users.update(user.id, {
        twoFactorSecret: user.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: clock.now(),
        twoFactorLastStep: step,
      });
      return presentUser(updated!);
    },

    /** Turning it off asks for a code: from the app, or a fallback code. */
    async disable(user: UserRow, code: string, method: 'totp' | 'email' | 'whatsapp', client?: string) {
      if (!user.twoFactorEnabledAt) throw fieldError('code', 'validation.two_factor_off');
      if (method === 'totp') await acceptTotp(user, code);
      else await codes.check(fallbackTarget(user, method), code, client);
      const updated = await users.update(user.id, {
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
      });
      return presentUser(updated!);
    },

    sendFallback(user: UserRow, channel: 'email' | 'whatsapp', ctx: Ctx) {
      if (!user.twoFactorEnabledAt) throw fieldError('channel', 'validation.two_factor_off');
      return codes.send(fallbackTarget(user, channel), ctx.t, ctx.lang, ctx.client);
    },

    /** The second step of a sign-in: the session opens the account once a right code arrives. */
    async verify(
      session: Session,
      user: UserRow,
      input: { code: string; method: 'totp' | 'email' | 'whatsapp' },
      client?: string,
    ) {
      if (session.twoFactorPending) {
        if (input.method === 'totp') await acceptTotp(user, input.code);
        else await codes.check(fallbackTarget(user, input.method), input.code, client);
        await sessions.passSecondStep(session.id);
      }
      return presentUser(user);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
