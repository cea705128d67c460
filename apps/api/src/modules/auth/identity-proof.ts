import { fieldError } from '../../lib/http/field-errors';
import type { CodesService, CodeTarget } from './codes.service';
import type { LoginThrottle } from './login-throttle';
import { verifyPassword } from './password-hasher';
import type { UserRow } from './users.repository';

export type IdentityProof = { password?: string; code?: string };

/**
 * Where a `confirm_identity` code goes: the verified e-mail if there is one, else the verified phone.
 * Always the same place for one account, so sending and checking agree without remembering it.
 */
export function confirmIdentityTarget(user: UserRow, channel?: 'email' | 'sms' | 'whatsapp'): CodeTarget {
  const purpose = `confirm_identity:${user.id}`;
  if (user.email && user.emailVerifiedAt)
    return { purpose, channel: 'email', to: user.email, userId: user.id };
  if (user.phoneNumber && user.phoneVerifiedAt) {
    return {
      purpose,
      channel: channel === 'whatsapp' ? 'whatsapp' : 'sms',
      to: `+${user.countryCode}${user.phoneNumber}`,
      userId: user.id,
    };
  }
  throw fieldError('code', 'validation.no_verified_contact');
}

/**
 * Sensitive changes ask again who is there: the password (counted like logins, so it cannot be
 * guessed here instead), or a fresh code sent to the account's own verified address.
 */
export function createIdentityProof(codes: CodesService, throttle: LoginThrottle) {
  return async function confirmIdentity(user: UserRow, proof: IdentityProof, client?: string) {
    if (proof.password) {
      const attempt = await throttle.begin(`account:${user.id}`, client ?? 'unknown');
      if (!(await verifyPassword(user.passwordHash, proof.password)))
        throw fieldError('password', 'validation.password_wrong');
      await attempt.succeeded();
      return;
    }
    if (proof.code) {
      await codes.check(confirmIdentityTarget(user), proof.code, client);
      return;
    }
    throw fieldError(user.passwordHash ? 'password' : 'code', 'validation.required');
  };
}

export type ConfirmIdentity = ReturnType<typeof createIdentityProof>;
