import type { AttemptCounter } from '../../lib/attempt-counter';
import { AppError } from '../../lib/http/app-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const LOGIN_FAILURES_PER_MINUTE = 5;
export const LOGIN_FAILURES_PER_HOUR = 100;
const MAX_DELAY_MS = 15 * MINUTE;

const tooMany = (waitMs: number) =>
  new AppError(429, 'too_many_logins', 'too_many_logins', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });

/**
 * Login failures are limited per account and per client address: five a minute, then a pause that
 * doubles with each further failure (2 s, 4 s, 8 s … up to 15 minutes), and a hundred an hour per
 * account. Unknown accounts are counted by the identifier typed, so guessing gains nothing.
 */
export function createLoginThrottle(counter: AttemptCounter) {
  const keys = (account: string, address: string) => ({
    accountMinute: `login:account:${account}:m`,
    accountHour: `login:account:${account}:h`,
    addressMinute: `login:address:${address}:m`,
    accountLock: `login:account:${account}:lock`,
    addressLock: `login:address:${address}:lock`,
  });

  return {
    /** Throws 429 while the account or the address must wait. */
    async check(account: string, address: string) {
      const k = keys(account, address);
      const waits = await Promise.all([counter.ttl(k.accountLock), counter.ttl(k.addressLock)]);
      const wait = Math.max(...waits);
      if (wait > 0) throw tooMany(wait);
      if ((await counter.count(k.accountHour)) >= LOGIN_FAILURES_PER_HOUR)
        throw tooMany(await counter.ttl(k.accountHour));
    },

    async failed(account: string, address: string) {
      const k = keys(account, address);
      const [perAccount, perAddress] = await Promise.all([
        counter.hit(k.accountMinute, MINUTE),
        counter.hit(k.addressMinute, MINUTE),
        counter.hit(k.accountHour, HOUR),
      ]);
      for (const [count, lock] of [
        [perAccount, k.accountLock],
        [perAddress, k.addressLock],
      ] as const) {
        if (count >= LOGIN_FAILURES_PER_MINUTE) {
          await counter.set(
            lock,
            1,
            Math.min(MAX_DELAY_MS, 1000 * 2 ** (count - LOGIN_FAILURES_PER_MINUTE + 1)),
          );
        }
      }
    },

    async succeeded(account: string) {
      const k = keys(account, '');
      await Promise.all([counter.clear(k.accountMinute), counter.clear(k.accountLock)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
