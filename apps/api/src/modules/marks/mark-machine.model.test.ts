import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceMarks } from '../../db/schema/marks';
import { services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import { advanceClock, clock, freezeClock, resetClock } from '../../lib/clock';
import { AppError } from '../../lib/http/app-error';
import { ownerWithService } from '../../test/marks';
import { fund } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLedger } from '../ledger/ledger';
import { createWalletPurchases } from '../wallet/wallet-purchases';
import { createMarkSweep } from './mark-machine';
import { buyMarkIn } from './mark-purchase';
import { createMarksRepository } from './marks.repository';

/**
 * The mark table is the model: each mark is scheduled before its start, active from its start until
 * its end and ended after, and a service is promoted until the end of its active mark. Random
 * purchases (accepted or refused as the rules say) and clock moves run against the real purchase and
 * sweep; after every step each stored status, the service's `promoted_until` and the history rows
 * equal the model's. `DEEP=1` runs many more and longer sequences.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 200 : 15;
const MAX_STEPS = DEEP ? 40 : 14;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Command = { kind: 'buy'; inHours: number; days: number } | { kind: 'tick'; hours: number };
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('buy' as const),
    inHours: fc.integer({ min: -2, max: 24 * 95 }),
    days: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({ kind: fc.constant('tick' as const), hours: fc.integer({ min: 1, max: 80 }) }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  resetClock();
  await t.close();
});

type ModelMark = { id: number; startsAt: number; endsAt: number };
const statusAt = (m: ModelMark, now: number) =>
  now < m.startsAt ? 'scheduled' : now < m.endsAt ? 'active' : 'ended';

async function run(commands: Command[]) {
  const db = t.app.database.db;
  freezeClock(new Date('2031-03-10T10:00:00Z'));
  const { owner, serviceId } = await ownerWithService(t, { name: 'Model' });
  await fund(t, owner.id, 10_000_000n);
  const repo = createMarksRepository(db);
  const purchases = createWalletPurchases({ db, ledger: createLedger(), cards: {} as never, log: console });
  const sweep = createMarkSweep(db, () => {});
  const model: ModelMark[] = [];
  for (const step of commands) {
    const now = clock.now().getTime();
    if (step.kind === 'tick') advanceClock(step.hours * HOUR);
    else {
      // A start on a whole minute, as the wall-clock field gives it, in UTC.
      const startsAt = Math.floor((now + step.inHours * HOUR) / 60_000) * 60_000 + 60_000;
      const endsAt = startsAt + step.days * DAY;
      const accepted =
        startsAt > now &&
        startsAt <= now + 90 * DAY &&
        !model.some((m) => statusAt(m, now) !== 'ended' && m.startsAt < endsAt && startsAt < m.endsAt);
      const body = {
        start_time: new Date(startsAt).toISOString().slice(0, 16),
        timezone: 'UTC',
        duration: step.days,
        unit: 'days' as const,
      };
      try {
        const made = await db.transaction((tx) =>
          buyMarkIn(tx, { repo, pay: purchases.pay }, { userId: owner.id, serviceId, body, discountBp: 0n }),
        );
        expect(accepted, `bought ${JSON.stringify(body)}`).toBe(true);
        model.push({ id: made.row.id, startsAt, endsAt });
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 422) throw error;
        expect(accepted, `refused ${JSON.stringify(body)}`).toBe(false);
      }
    }
    await sweep(clock.now());
    const at = clock.now().getTime();
    const rows = await db.select().from(serviceMarks).where(eq(serviceMarks.serviceId, serviceId));
    const stored = new Map(rows.map((r) => [r.id, r.status]));
    for (const m of model) expect(stored.get(m.id), `mark ${m.id}`).toBe(statusAt(m, at));
    const active = model.find((m) => statusAt(m, at) === 'active');
    const [service] = await db
      .select({ until: services.promotedUntil })
      .from(services)
      .where(eq(services.id, serviceId));
    expect(service?.until?.getTime() ?? null).toBe(active?.endsAt ?? null);
    for (const m of model) {
      const history = await db
        .select({ event: stateHistory.event })
        .from(stateHistory)
        .where(and(eq(stateHistory.subjectKind, 'mark'), eq(stateHistory.subjectId, String(m.id))))
        .orderBy(sql`${stateHistory.id}`);
      const expected = { scheduled: [], active: ['start'], ended: ['start', 'end'] }[statusAt(m, at)];
      expect(history.map((h) => h.event)).toEqual(expected);
    }
  }
}

describe('the mark table against the database', () => {
  it(
    'keeps statuses, the promotion and the history in step with the model',
    async () => {
      await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: MAX_STEPS }), run), {
        numRuns: RUNS,
        examples: [
          // Two marks back to back, both moments passing before one sweep.
          [
            [
              { kind: 'buy', inHours: 1, days: 1 },
              { kind: 'buy', inHours: 25, days: 2 },
              { kind: 'tick', hours: 2 },
              { kind: 'tick', hours: 24 },
              { kind: 'tick', hours: 80 },
            ],
          ],
          // A start and end missed entirely by a long pause.
          [
            [
              { kind: 'buy', inHours: 3, days: 1 },
              { kind: 'tick', hours: 80 },
            ],
          ],
        ],
      });
    },
    DEEP ? 3_600_000 : 300_000,
  );
});
