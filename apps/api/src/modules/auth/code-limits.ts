import type { AttemptCounter } from '../../lib/attempt-counter';
import { AppError } from '../../lib/http/app-error';

const HOUR = 3_600_000;
/** Codes one address (e-mail or phone) may receive in an hour, beyond the one-a-minute cooldown. */
export const CODES_PER_TARGET_PER_HOUR = 6;

const tooMany = (waitMs: number) =>
  new AppError(429, 'too_many_codes', 'too_many_codes', {
    minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
  });

/**
 * Limits on sending and checking one-time codes. Each code allows five wrong tries; these limits stop
 * one client from spraying codes at many addresses, or guessing across many fresh codes.
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
  async function within(key: string, max: number) {
    if ((await counter.count(key)) >= max) throw tooMany(await counter.ttl(key));
  }

  return {
    async beforeSend(target: string, client: string | undefined) {
      await within(`codes:sent:target:${target}`, CODES_PER_TARGET_PER_HOUR);
      if (client) await within(`codes:sent:client:${client}`, perClient.sendsPerHour);
    },
    async sent(target: string, client: string | undefined) {
      await counter.hit(`codes:sent:target:${target}`, HOUR);
      if (client) await counter.hit(`codes:sent:client:${client}`, HOUR);
    },
    async beforeCheck(client: string | undefined) {
      if (client) await within(`codes:wrong:client:${client}`, perClient.failuresPerHour);
    },
    async wrong(client: string | undefined) {
      if (client) await counter.hit(`codes:wrong:client:${client}`, HOUR);
    },
  };
}

export type CodeLimits = ReturnType<typeof createCodeLimits>;
