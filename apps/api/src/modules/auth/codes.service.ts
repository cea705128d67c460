import type { TFunction } from '@wasla/i18n/server-translator';
import type { Language } from '@wasla/shared/languages';
import { clock } from '../../lib/clock';
import { AppError } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import { keyedDigest, newSixDigitCode, sameDigest } from '../../lib/secrets';
import type { Messenger } from '../messaging/messenger';
import type { CodeLimits } from './code-limits';
import type { CodesRepository } from './codes.repository';

export const CODE_LIFE_SECONDS = 600;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_WRONG_TRIES = 5;

export type CodeTarget = {
  purpose: string;
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  userId?: number;
};

/** Six-digit codes: 10 minutes, single use, 5 wrong tries, one new code a minute at most. */
export function createCodesService(
  repo: CodesRepository,
  messenger: Messenger,
  secret: string,
  limits: CodeLimits,
  /** Where a delivery that no request waits for reports its failure. */
  onLateDeliveryError: (error: unknown) => void = (error) => console.error(error),
) {
  const hashOf = (target: CodeTarget | { purpose: string; to: string }, code: string) =>
    keyedDigest(secret, `${target.purpose}:${target.to}:${code}`);

  /**
   * Cooldown, limits and the stored digest of a new code, then `deliver`. The per-target and
   * per-client limits are reserved before the code exists, so racing requests cannot pass them.
   */
  async function issue(
    target: CodeTarget,
    client: string | undefined,
    deliver: (code: string) => Promise<void>,
    { answerBeforeDelivery = false } = {},
  ) {
    const now = clock.now();
    const last = await repo.latest(target.purpose, target.to);
    const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < CODE_RESEND_SECONDS) {
      throw new AppError(429, 'code_cooldown', 'code_cooldown', {
        seconds: Math.ceil(CODE_RESEND_SECONDS - waited),
      });
    }
    await limits.reserveSend(target.to, client);
    const code = newSixDigitCode();
    await repo.add({
      userId: target.userId,
      purpose: target.purpose,
      channel: target.channel,
      target: target.to,
      codeHash: hashOf(target, code),
      expiresAt: new Date(now.getTime() + CODE_LIFE_SECONDS * 1000),
      createdAt: now,
    });
    // Recovery answers before the message is handed over, so the time an e-mail server takes
    // cannot tell a real account from an address that gets nothing.
    if (answerBeforeDelivery) void deliver(code).catch(onLateDeliveryError);
    else await deliver(code);
    return {
      channel: target.channel,
      target: target.to,
      resend_in: CODE_RESEND_SECONDS,
      expires_in: CODE_LIFE_SECONDS,
    };
  }

  return {
    /** `client` is the caller's network address, counted against the per-client limits. */
    send(
      target: CodeTarget,
      t: TFunction,
      lang: Language,
      client?: string,
      options?: { answerBeforeDelivery?: boolean },
    ) {
      const deliver = async (code: string) => {
        const text = t('code_message', { ns: 'common', code, minutes: CODE_LIFE_SECONDS / 60, lng: lang });
        await messenger.send({
          channel: target.channel,
          to: target.to,
          subject: t('code_subject', { ns: 'common', lng: lang }),
          text,
          secret: code,
        });
      };
      return issue(target, client, deliver, options);
    },

    /**
     * For an address no account has: the same cooldown, limits and stored code as `send`, but the
     * code goes nowhere. Asking for and then checking a code cannot tell such an address from a real
     * one: both answer, refuse and count alike.
     */
    sendNowhere(target: CodeTarget, client?: string) {
      return issue(target, client, async () => {});
    },

    /**
     * For an address that must not get this code (it belongs to another account): the same
     * cooldown, limits and stored code as `send`, but `message` goes to the address instead of it.
     */
    sendInstead(target: CodeTarget, message: { subject: string; text: string }, client?: string) {
      return issue(target, client, async () => {
        await messenger.send({ channel: target.channel, to: target.to, ...message });
      });
    },

    /** A sign-up from `client` is about to ask for a code: its per-client share, or 429. */
    reserveSignUp: (client?: string) => limits.reserveSignUp(client),

    /** Seconds until another code may be sent to this target (0 when it may be sent now). */
    async resendIn(purpose: string, to: string) {
      const last = await repo.latest(purpose, to);
      if (!last) return 0;
      const waited = (clock.now().getTime() - last.createdAt.getTime()) / 1000;
      return Math.max(0, Math.ceil(CODE_RESEND_SECONDS - waited));
    },

    /**
     * Consumes a right code; a wrong one counts against the code, and the fifth wrong try kills it.
     * The try is reserved (per code and per client) before the code is compared, so of any number of
     * racing guesses at most five are compared; a right code gives its try back.
     */
    async check(target: { purpose: string; to: string }, code: string, client?: string) {
      const giveBackClientTry = await limits.reserveCheck(client);
      const now = clock.now();
      const fail = (key: string, params: Record<string, number> = {}) => fieldError('code', key, params);
      const row = await repo.latest(target.purpose, target.to);
      if (!row || row.consumedAt || row.expiresAt <= now) throw fail('validation.code_expired');
      const reserved = await repo.reserveTry(row.id, now, CODE_MAX_WRONG_TRIES);
      if (!reserved) throw fail('validation.code_too_many_tries');
      if (!sameDigest(row.codeHash, hashOf(target, code))) {
        const left = CODE_MAX_WRONG_TRIES - reserved.attempts;
        throw left > 0
          ? fail('validation.code_wrong', { count: left })
          : fail('validation.code_too_many_tries');
      }
      if (!(await repo.consume(row.id, now))) throw fail('validation.code_expired');
      await giveBackClientTry();
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
