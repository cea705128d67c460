import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttemptCounter, memoryAttemptCounter } from '../../lib/attempt-counter';
import type { AppError } from '../../lib/http/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { OutgoingMessage } from '../messaging/messenger';
import { createCodeLimits } from './code-limits';
import { createCodesRepository } from './codes.repository';
import { createCodesService } from './codes.service';

// The embedded database answers without yielding to the event loop, which hides races a networked
// PostgreSQL or Redis shows. Here every repository and counter call first waits a turn of the event
// loop, as a network round trip does, so the race is the same on both databases.
function overNetwork<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, name) {
      const value = Reflect.get(object, name);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        await new Promise((resolve) => setImmediate(resolve));
        return value.apply(object, args);
      };
    },
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const t9n = ((key: string, options?: { code?: string }) => `${key} ${options?.code ?? ''}`) as never;
let counter = 0;

function codesWith(attempts: AttemptCounter, failuresPerHour: number) {
  const sent: OutgoingMessage[] = [];
  const codes = createCodesService(
    overNetwork(createCodesRepository(t.app.database.db)),
    { send: async (message) => sent.push(message) },
    'test-secret-of-thirty-two-characters!',
    createCodeLimits(overNetwork(attempts), { sendsPerHour: 100, failuresPerHour }),
  );
  return { codes, sent };
}

async function newCode(codes: ReturnType<typeof codesWith>) {
  const target = { purpose: 'reset_password', channel: 'email' as const, to: `race${counter++}@example.com` };
  await codes.codes.send(target, t9n, 'en', '10.9.0.1');
  const code = codes.sent.at(-1)!.text.match(/\b(\d{6})\b/)![1]!;
  return { target, code, wrong: code === '000000' ? '111111' : '000000' };
}

/** The message key of each refusal: a compared wrong guess is `validation.code_wrong`. */
async function outcomes(checks: Promise<void>[]) {
  const settled = await Promise.allSettled(checks);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'accepted';
    const error = result.reason as AppError;
    return error.status === 429 ? 'too_many_codes' : error.fields!.code![0]!.key;
  });
}

describe('one-time code checks that race', () => {
  it('compare at most five of thirty guesses, after which the right code is refused', async () => {
    const service = codesWith(memoryAttemptCounter(), 1000);
    const { target, code, wrong } = await newCode(service);
    const results = await outcomes(
      Array.from({ length: 30 }, () => service.codes.check(target, wrong, '10.9.0.2')),
    );
    expect(results.filter((key) => key === 'validation.code_wrong').length).toBeLessThanOrEqual(4);
    const rows = await t.app.database.db.execute<{ attempts: number }>(
      sql`select attempts from one_time_codes where target = ${target.to}`,
    );
    expect(rows.rows[0]!.attempts).toBe(5);
    expect(await outcomes([service.codes.check(target, code, '10.9.0.3')])).toEqual([
      'validation.code_too_many_tries',
    ]);
  });

  it('let one client compare only its hourly share of thirty guesses', async () => {
    const service = codesWith(memoryAttemptCounter(), 3);
    const codes = await Promise.all(Array.from({ length: 6 }, () => newCode(service)));
    const results = await outcomes(
      Array.from({ length: 30 }, (_, i) =>
        service.codes.check(codes[i % 6]!.target, codes[i % 6]!.wrong, '10.9.0.4'),
      ),
    );
    expect(results.filter((key) => key !== 'too_many_codes').length).toBeLessThanOrEqual(3);
  });

  it('give a right code its try back, so it does not count as wrong', async () => {
    const service = codesWith(memoryAttemptCounter(), 2);
    for (let i = 0; i < 3; i++) {
      const { target, code } = await newCode(service);
      await service.codes.check(target, code, '10.9.0.5');
    }
    const { target, wrong } = await newCode(service);
    expect(await outcomes([service.codes.check(target, wrong, '10.9.0.5')])).toEqual([
      'validation.code_wrong',
    ]);
  });
});
