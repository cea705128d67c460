import { afterEach, describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from '../../lib/attempt-counter';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import type { AppError } from '../../lib/http/app-error';
import { createLoginThrottle, type LoginOwner } from './login-throttle';

afterEach(() => resetClock());

/** Seconds the throttle asks to wait before this attempt (0 when it may go ahead, and is counted). */
async function waitAsked(attempt: Promise<unknown>) {
  try {
    await attempt;
    return 0;
  } catch (error) {
    return Number((error as AppError).params.seconds);
  }
}

describe('login throttle', () => {
  it('lets five attempts pass, then makes each further one wait twice as long', async () => {
    freezeClock(new Date('2026-11-21T10:00:00Z'));
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 5; i++)
      expect(await waitAsked(throttle.begin('salma@example.com', '10.0.0.1'))).toBe(0);
    expect(await waitAsked(throttle.begin('salma@example.com', '10.0.0.1'))).toBe(2);
    advanceClock(2_001);
    expect(await waitAsked(throttle.begin('salma@example.com', '10.0.0.1'))).toBe(0);
    expect(await waitAsked(throttle.begin('salma@example.com', '10.0.0.1'))).toBe(4);
    advanceClock(4_001);
    expect(await waitAsked(throttle.begin('salma@example.com', '10.0.0.1'))).toBe(0);
    expect(await waitAsked(throttle.begin('salma@example.com', '10.0.0.1'))).toBe(8);
    // Another account from another address is not affected.
    expect(await waitAsked(throttle.begin('omar@example.com', '10.0.0.2'))).toBe(0);
  });

  it('grants at most five of thirty racing attempts', async () => {
    const throttle = createLoginThrottle(memoryAttemptCounter());
    const waits = await Promise.all(
      Array.from({ length: 30 }, () => waitAsked(throttle.begin('race@example.com', '10.0.0.3'))),
    );
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('never makes the owner wait for an attacker at another address', async () => {
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 20; i++) await waitAsked(throttle.begin('owner@example.com', '203.0.113.9'));
    expect(await waitAsked(throttle.begin('owner@example.com', '203.0.113.9'))).toBeGreaterThan(0);
    expect(await waitAsked(throttle.begin('owner@example.com', '198.51.100.4'))).toBe(0);
  });

  it('also slows an address trying many accounts', async () => {
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 5; i++) await throttle.begin(`user${i}@example.com`, '10.0.0.9');
    expect(await waitAsked(throttle.begin('someone@example.com', '10.0.0.9'))).toBeGreaterThan(0);
  });

  it('caps an account at a hundred failures an hour from new places, but not where it is known', async () => {
    freezeClock(new Date('2026-11-21T10:00:00Z'));
    const throttle = createLoginThrottle(memoryAttemptCounter());
    const stranger: LoginOwner = { id: 7, signedInHereBefore: async () => false };
    for (let i = 0; i < 100; i++) {
      await throttle.begin('target@example.com', `10.1.${i}.1`, stranger);
      advanceClock(30_000);
    }
    const wait = await waitAsked(throttle.begin('target@example.com', '10.2.0.1', stranger));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    // The owner at home, where the account was signed in before, is let through.
    const home: LoginOwner = { id: 7, signedInHereBefore: async () => true };
    expect(await waitAsked(throttle.begin('target@example.com', '10.9.9.9', home))).toBe(0);
    // So is the owner at a new place once a reset code proved who is there.
    await throttle.trustPlace(7, '10.2.0.1');
    expect(await waitAsked(throttle.begin('target@example.com', '10.2.0.1', stranger))).toBe(0);
  });

  it('counts sign-up guesses towards the ceiling, past which a right password opens nothing', async () => {
    const throttle = createLoginThrottle(memoryAttemptCounter());
    const stranger: LoginOwner = { id: 8, signedInHereBefore: async () => false };
    for (let i = 0; i < 100; i++) {
      expect((await throttle.countSignUpGuess('signup@example.com', `10.5.${i}.1`, stranger)).mayOpen).toBe(
        true,
      );
    }
    expect((await throttle.countSignUpGuess('signup@example.com', '10.6.0.1', stranger)).mayOpen).toBe(false);
    const home: LoginOwner = { id: 8, signedInHereBefore: async () => true };
    expect((await throttle.countSignUpGuess('signup@example.com', '10.6.0.2', home)).mayOpen).toBe(true);
    // Sign-up guesses and login failures share the one ceiling.
    expect(await waitAsked(throttle.begin('signup@example.com', '10.6.0.3', stranger))).toBeGreaterThan(0);
  });

  it('starts a place afresh after a success', async () => {
    freezeClock(new Date('2026-11-21T10:00:00Z'));
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 4; i++) await throttle.begin('back@example.com', '10.3.0.1');
    await (await throttle.begin('back@example.com', '10.3.0.1')).succeeded();
    // Past the address's one-minute window, only the place's hour could still count the failures.
    advanceClock(61_000);
    for (let i = 0; i < 4; i++)
      expect(await waitAsked(throttle.begin('back@example.com', '10.3.0.1'))).toBe(0);
  });
});
