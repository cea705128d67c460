import { type AttemptCounter, reserveAttempt } from '../../lib/attempt-counter';
import { AppError } from '../../lib/http/app-error';

const HOUR = 3_600_000;
/** Codes one address (e-mail or phone) may receive in an hour, beyond the one-a-minute cooldown. */
export const CODES_PER_TARGET_PER_HOUR = 6;

const tooMany = (waitMs: number) =>
  new AppError(429, 'too_many_codes', 'too_many_codes', {
    minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
  });

const nothingToGiveBack = async () => {};

/**
 * Limits on sending and checking one-time codes. Each code allows five wrong tries; these limits stop
 * one client from spraying codes at many addresses, or guessing across many fresh codes. Each limit
 * is reserved before the work it guards, so racing requests cannot all slip under it.
 */
export function createCodeLimits(
  counter: AttemptCounter,
  perClient: {
    /** Codes one client address may ask for in an hour, to any number of targets. */
    sendsPerHour: number;
    /** Wrong codes one client address may type in an hour, over every code it tries. */
    failuresPerHour: number;
  },
) {
  async function reserve(key: string, max: number) {
    const reservation = await reserveAttempt(counter, key, HOUR, max);
    if (!reservation.granted) throw tooMany(reservation.waitMs);
    return reservation.release;
  }

  return {
    /** Counts one code to `target` from `client`, or throws 429 when either has had its share. */
    async reserveSend(target: string, client: string | undefined) {
      const releaseTarget = await reserve(`codes:sent:target:${target}`, CODES_PER_TARGET_PER_HOUR);
      if (!client) return;
      try {
        await reserve(`codes:sent:client:${client}`, perClient.sendsPerHour);
      } catch (error) {
        await releaseTarget();
        throw error;
      }
    },

    /**
     * Counts one sign-up from `client` (sign-ups send a code), or throws 429. It is counted before
     * anyone looks whether the address is taken, so free and taken addresses spend the same share.
     */
    async reserveSignUp(client: string | undefined) {
      if (client) await reserve(`codes:sign-up:client:${client}`, perClient.sendsPerHour);
    },

    /**
     * Counts one check from `client` as wrong until it proves right, or throws 429. The function
     * returned gives the try back for a right code.
     */
    async reserveCheck(client: string | undefined) {
      if (!client) return nothingToGiveBack;
      return reserve(`codes:wrong:client:${client}`, perClient.failuresPerHour);
    },
  };
}

export type CodeLimits = ReturnType<typeof createCodeLimits>;
