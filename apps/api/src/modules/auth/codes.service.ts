import type { TFunction } from '@wasla/i18n/server-translator';
import type { Language } from '@wasla/shared/languages';
import { clock } from '../../lib/clock';
import { AppError, errors } from '../../lib/http/app-error';
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
) {
  const hashOf = (target: CodeTarget | { purpose: string; to: string }, code: string) =>
    keyedDigest(secret, `${target.purpose}:${target.to}:${code}`);

  return {
    /** `client` is the caller's network address, counted against the per-client limits. */
    async send(target: CodeTarget, t: TFunction, lang: Language, client?: string) {
      const now = clock.now();
      const last = await repo.latest(target.purpose, target.to);
      const waited = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (waited < CODE_RESEND_SECONDS) {
        throw new AppError(429, 'code_cooldown', 'code_cooldown', {
          seconds: Math.ceil(CODE_RESEND_SECONDS - waited),
        });
      }
      await limits.beforeSend(target.to, client);
      const code = newSixDigitCode();
      await limits.sent(target.to, client);
      await repo.add({
        userId: target.userId,
        purpose: target.purpose,
        channel: target.channel,
        target: target.to,
        codeHash: hashOf(target, code),
        expiresAt: new Date(now.getTime() + CODE_LIFE_SECONDS * 1000),
        createdAt: now,
      });
      const text = t('code_message', { ns: 'common', code, minutes: CODE_LIFE_SECONDS / 60, lng: lang });
      await messenger.send({
        channel: target.channel,
        to: target.to,
        subject: t('code_subject', { ns: 'common', lng: lang }),
        text,
      });
      return {
        channel: target.channel,
        target: target.to,
        resend_in: CODE_RESEND_SECONDS,
        expires_in: CODE_LIFE_SECONDS,
      };
    },

    /** Seconds until another code may be sent to this target (0 when it may be sent now). */
    async resendIn(purpose: string, to: string) {
      const last = await repo.latest(purpose, to);
      if (!last) return 0;
      const waited = (clock.now().getTime() - last.createdAt.getTime()) / 1000;
      return Math.max(0, Math.ceil(CODE_RESEND_SECONDS - waited));
    },

    /** Consumes a right code; a wrong one counts against the code, and the fifth wrong try kills it. */
    async check(target: { purpose: string; to: string }, code: string, client?: string) {
      await limits.beforeCheck(client);
      const now = clock.now();
      const row = await repo.latest(target.purpose, target.to);
      const fail = (key: string, params: Record<string, number> = {}) =>
        errors.validation({ code: [{ key, params }] });
      if (!row || row.consumedAt || row.expiresAt <= now) throw fail('validation.code_expired');
      if (row.attempts >= CODE_MAX_WRONG_TRIES) throw fail('validation.code_too_many_tries');
      if (!sameDigest(row.codeHash, hashOf(target, code))) {
        await Promise.all([repo.countWrongTry(row.id), limits.wrong(client)]);
        const left = CODE_MAX_WRONG_TRIES - row.attempts - 1;
        throw left > 0
          ? fail('validation.code_wrong', { count: left })
          : fail('validation.code_too_many_tries');
      }
      if (!(await repo.consume(row.id, now))) throw fail('validation.code_expired');
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
