import { afterEach, describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from '../../lib/attempt-counter';
import { advanceClock, freezeClock, resetClock } from '../../lib/clock';
import type { AppError } from '../../lib/http/app-error';
import { createLoginThrottle } from './login-throttle';

afterEach(() => resetClock());

async function waitAsked(promise: Promise<unknown>) {
  try {
    await promise;
    return 0;
  } catch (error) {
    return Number((error as AppError).params.seconds);
  }
}

describe('login throttle', () => {
  it('lets five failures a minute pass, then makes each further one wait twice as long', async () => {
    freezeClock(new Date('2026-11-21T10:00:00Z'));
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 4; i++) {
      await throttle.check('salma@example.com', '10.0.0.1');
      await throttle.failed('salma@example.com', '10.0.0.1');
    }
    expect(await waitAsked(throttle.check('salma@example.com', '10.0.0.1'))).toBe(0);
    await throttle.failed('salma@example.com', '10.0.0.1');
    expect(await waitAsked(throttle.check('salma@example.com', '10.0.0.1'))).toBe(2);
    advanceClock(2_001);
    await throttle.failed('salma@example.com', '10.0.0.1');
    expect(await waitAsked(throttle.check('salma@example.com', '10.0.0.1'))).toBe(4);
    advanceClock(4_001);
    await throttle.failed('salma@example.com', '10.0.0.1');
    expect(await waitAsked(throttle.check('salma@example.com', '10.0.0.1'))).toBe(8);
    // Another account from another address is not affected.
    expect(await waitAsked(throttle.check('omar@example.com', '10.0.0.2'))).toBe(0);
  });

  it('also limits an address trying many accounts', async () => {
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 5; i++) await throttle.failed(`user${i}@example.com`, '10.0.0.9');
    expect(await waitAsked(throttle.check('someone@example.com', '10.0.0.9'))).toBeGreaterThan(0);
  });

  it('caps an account at a hundred failures an hour, whatever the pauses', async () => {
    freezeClock(new Date('2026-11-21T10:00:00Z'));
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 100; i++) {
      await throttle.failed('target@example.com', `10.1.${i}.1`);
      advanceClock(30_000);
    }
    const wait = await waitAsked(throttle.check('target@example.com', '10.2.0.1'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
  });

  it('forgets an account’s recent failures after a success', async () => {
    const throttle = createLoginThrottle(memoryAttemptCounter());
    for (let i = 0; i < 4; i++) await throttle.failed('back@example.com', `10.3.${i}.1`);
    await throttle.succeeded('back@example.com');
    await throttle.failed('back@example.com', '10.3.9.1');
    expect(await waitAsked(throttle.check('back@example.com', '10.3.9.2'))).toBe(0);
  });
});
