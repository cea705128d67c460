import type { AttemptCounter } from '../../lib/attempt-counter';
import { AppError } from '../../lib/http/app-error';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Attempts that pass without a pause; from the fifth on, each waits for the one before it. */
export const ATTEMPTS_BEFORE_PAUSES = 5;
/** Failures an hour on one account, from places it was never signed in from, over all addresses. */
export const LOGIN_FAILURES_PER_HOUR = 100;
const MAX_PAUSE_MS = 15 * MINUTE;

/** The pause after the n-th attempt in a row: none before the fifth, then 2 s, 4 s, 8 s … 15 minutes. */
export const pauseAfter = (attempt: number) =>
  attempt < ATTEMPTS_BEFORE_PAUSES ? 0 : Math.min(MAX_PAUSE_MS, 1000 * 2 ** (attempt - 4));

const tooMany = (waitMs: number) =>
  new AppError(429, 'too_many_logins', 'too_many_logins', { seconds: Math.max(1, Math.ceil(waitMs / 1000)) });

/** The account behind the identifier typed, when there is one, and whether it knows this place. */
export type LoginOwner = { id: number; signedInHereBefore(): Promise<boolean> };

export type LoginAttempt = {
  /** The password was right: this place starts afresh and the attempt is not counted as a failure. */
  succeeded(): Promise<void>;
};

/**
 * Password guesses are limited per account and client address together, so an attacker's failures
 * slow the attacker only: the owner signing in from another address is never made to wait. Five
 * attempts pass, then each must wait for a pause that doubles (2 s, 4 s, 8 s … 15 minutes). One
 * address is also slowed the same way when it tries many accounts (five a minute). Against guessing
 * spread over many addresses, an account takes a hundred failures an hour, after which only the
 * places it was already signed in from, or where its password was just reset by a code, may try.
 * Unknown accounts are counted by the identifier typed, exactly like known ones, so the limits tell
 * nothing about who has an account.
 *
 * Every attempt is counted before the password is compared, and a pause is claimed atomically, so
 * racing attempts cannot all be compared before the first failure is recorded.
 */
export function createLoginThrottle(counter: AttemptCounter) {
  const keys = (account: string, address: string) => ({
    place: `login:place:${account}:${address}`,
    placePause: `login:place:${account}:${address}:pause`,
    address: `login:address:${address}`,
    addressPause: `login:address:${address}:pause`,
    accountHour: `login:account:${account}:h`,
  });
  const trustedKey = (userId: number, address: string) => `login:trusted:${userId}:${address}`;

  /** Counts one attempt; from the fifth on it passes only by claiming the pause for the next one. */
  async function pass(countKey: string, pauseKey: string, windowMs: number) {
    const attempt = await counter.hit(countKey, windowMs);
    if (attempt < ATTEMPTS_BEFORE_PAUSES) return 0;
    if (await counter.claim(pauseKey, pauseAfter(attempt))) return 0;
    await counter.unhit(countKey);
    return Math.max(1, await counter.ttl(pauseKey));
  }

  return {
    /**
     * Reserves one attempt before the password is compared, or throws 429 while this account and
     * address, or this address, must wait. Past the hourly ceiling the owner may still try from a
     * place the account knows.
     */
    async begin(account: string, address: string, owner?: LoginOwner): Promise<LoginAttempt> {
      const k = keys(account, address);
      const placeWait = await pass(k.place, k.placePause, HOUR);
      if (placeWait > 0) throw tooMany(placeWait);
      const addressWait = await pass(k.address, k.addressPause, MINUTE);
      if (addressWait > 0) {
        await counter.unhit(k.place);
        throw tooMany(addressWait);
      }
      const failures = await counter.hit(k.accountHour, HOUR);
      const knownPlace = async () =>
        owner !== undefined &&
        ((await counter.count(trustedKey(owner.id, address))) > 0 || (await owner.signedInHereBefore()));
      if (failures > LOGIN_FAILURES_PER_HOUR && !(await knownPlace())) {
        await Promise.all([counter.unhit(k.place), counter.unhit(k.address), counter.unhit(k.accountHour)]);
        throw tooMany(await counter.ttl(k.accountHour));
      }
      return {
        async succeeded() {
          await Promise.all([
            counter.clear(k.place),
            counter.clear(k.placePause),
            counter.unhit(k.address),
            counter.unhit(k.accountHour),
          ]);
        },
      };
    },

    /**
     * A password typed at sign-up for a taken address is a guess too, but sign-up must answer every
     * address alike, so it is never refused or paused here. It counts towards the account's hourly
     * ceiling instead; past it, away from the places the account knows, a right password must open
     * nothing (`mayOpen` is false). Guesses from one address are bounded by the per-client sign-up
     * share. `succeeded` takes back the count of a sign-up that proved to be the owner's.
     */
    async countSignUpGuess(account: string, address: string, owner?: LoginOwner) {
      const key = keys(account, address).accountHour;
      const failures = await counter.hit(key, HOUR);
      const mayOpen =
        failures <= LOGIN_FAILURES_PER_HOUR ||
        (owner !== undefined &&
          ((await counter.count(trustedKey(owner.id, address))) > 0 || (await owner.signedInHereBefore())));
      return { mayOpen, succeeded: () => counter.unhit(key) };
    },

    /** A code sent to the account proved the owner is at `address`: the ceiling does not apply there. */
    async trustPlace(userId: number, address: string) {
      await counter.clear(trustedKey(userId, address));
      await counter.claim(trustedKey(userId, address), HOUR);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
