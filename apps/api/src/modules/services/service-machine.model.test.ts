import { serviceMachine } from '@wasla/shared/service-rules/service-states';
import { and, asc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents } from '../../db/schema/outbox';
import { services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import { advanceClock, clock, freezeClock, resetClock } from '../../lib/clock';
import { AppError } from '../../lib/http/app-error';
import { userActor } from '../../lib/policy/actor';
import { timedSubjectOf } from '../../lib/state-machine';
import { signUpVerified } from '../../test/accounts';
import { account } from '../../test/payouts';
import {
  type Command,
  commandArbitrary,
  dayIn,
  expected,
  holidayEndIn,
  type Model,
  startModel,
  WALKS,
} from '../../test/service-machine-model';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createPlansRepository } from '../plans/plans.repository';
import { createListingFreshness } from './listing-freshness';
import { createServiceAccess } from './service-access';
import { createServiceEditor } from './service-editor.service';
import { applyTeamServiceEvent, serviceStore } from './service-machine';
import { createServicePartsRepository } from './service-parts.repository';
import { createServiceStatus } from './service-status.service';
import { createServiceSweeper } from './service-sweeper';
import { createServicesRepository } from './services.repository';

/**
 * The service table is the model; the database behind the real services is the system. Sequences of
 * owner actions, the moderation team's and clock ticks run against both, and after every step the stored status and
 * deadlines equal the model's, and every change the model made wrote exactly one history row and one
 * event, in order. The walks that cover every row run first; `DEEP=1` (npm run test:deep) runs many
 * more and longer random sequences.
 */
const DEEP = !!process.env.DEEP;
const RUNS = DEEP ? 300 : 25;
const MAX_STEPS = DEEP ? 40 : 16;
const START = new Date('2031-03-10T10:00:00Z');

let t: TestApp;
let ownerId: number;
let memberId: number;
let serviceId: number;
let system: ReturnType<typeof systemOf>;

function systemOf(app: TestApp) {
  const db = app.app.database.db;
  const repo = createServicesRepository(db);
  const parts = createServicePartsRepository(db);
  const access = createServiceAccess(repo, parts);
  const listings = createListingFreshness(db, () => {});
  return {
    db,
    status: createServiceStatus(repo, access, listings),
    editor: createServiceEditor(repo, parts, access, listings, createPlansRepository(db)),
    sweep: createServiceSweeper(db, listings),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const { auth } = await signUpVerified(t);
  serviceId = await completeDraft(t, auth);
  const [row] = await t.app.database.db.select().from(services).where(eq(services.id, serviceId));
  ownerId = row?.userId as number;
  memberId = (await account(t, 'Moderation Member')).id;
  system = systemOf(t);
});
afterAll(() => t.close());
afterEach(() => resetClock());

/** Runs a command on the real services; answers the HTTP status the route would give. */
async function run(cmd: Command): Promise<number> {
  const owner = userActor(ownerId);
  const day = (days: number) => dayIn(clock.now(), days);
  try {
    if (cmd.kind === 'publish') await system.editor.submit(owner, serviceId, {} as never, 'en');
    if (cmd.kind === 'close') await system.status.close(owner, serviceId, 'en');
    if (cmd.kind === 'cancel_holiday') await system.status.cancelHoliday(owner, serviceId, 'en');
    if (cmd.kind === 'reopen') {
      await system.status.reopen(owner, serviceId, cmd.untilIn === null ? null : day(cmd.untilIn), 'en');
    }
    if (cmd.kind === 'set_holiday') {
      await system.status.setHoliday(owner, serviceId, day(cmd.startIn), day(holidayEndIn(cmd)), 'en');
    }
    if (cmd.kind === 'set_expiry') {
      await system.editor.saveDraft(owner, serviceId, { expired_at: day(cmd.lastDayIn) } as never, 'en');
    }
    if (cmd.kind === 'hide' || cmd.kind === 'restore') {
      const moved = await applyTeamServiceEvent(system.db, {
        id: serviceId,
        event: cmd.kind,
        memberId,
        reason: 'A report the team upheld',
      });
      if (!moved.ok) return 409;
    }
    if (cmd.kind === 'tick') {
      advanceClock(cmd.hours * 3_600_000);
      await system.sweep(clock.now());
    }
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const iso = (value: Date | string | null) => (value instanceof Date ? value.toISOString() : value);
const comparable = (subject: Pick<Model, 'status' | 'deadlines'>) => ({
  status: subject.status,
  deadlines: Object.fromEntries(Object.entries(subject.deadlines).map(([name, value]) => [name, iso(value)])),
});

async function stored() {
  const [row] = await system.db.select().from(services).where(eq(services.id, serviceId));
  return comparable(timedSubjectOf(serviceStore, row as Record<string, unknown>));
}

const historySince = (lastId: number) =>
  system.db
    .select()
    .from(stateHistory)
    .where(
      and(
        eq(stateHistory.subjectKind, 'service'),
        eq(stateHistory.subjectId, String(serviceId)),
        sql`${stateHistory.id} > ${lastId}`,
      ),
    )
    .orderBy(asc(stateHistory.id));

async function eventsSoFar() {
  const [row] = await system.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEvents)
    .where(and(eq(outboxEvents.subjectKind, 'service'), eq(outboxEvents.subjectId, String(serviceId))));
  return Number(row?.n ?? 0);
}

/** The one service back to a known state before a sequence: a reset, not a change of state. */
async function reset(initial: 'draft' | 'open') {
  await system.db
    .update(services)
    .set({ status: initial, expiredAt: null, openUntil: null, holidayStart: null, holidayEnd: null })
    .where(eq(services.id, serviceId));
  const [last] = await system.db
    .select({ id: sql<number>`coalesce(max(${stateHistory.id}), 0)::int` })
    .from(stateHistory);
  return Number(last?.id ?? 0);
}

async function check(initial: 'draft' | 'open', commands: Command[]) {
  resetClock();
  freezeClock(START);
  let lastHistoryId = await reset(initial);
  let events = await eventsSoFar();
  let model = startModel(START, initial);
  for (const [index, cmd] of commands.entries()) {
    const at = `step ${index}: ${JSON.stringify(cmd)}`;
    const want = expected(model, cmd);
    expect(await run(cmd), at).toBe(want.status);
    model = want.model;
    expect(await stored(), at).toEqual(comparable(model));
    const written = await historySince(lastHistoryId);
    expect(
      written.map((h) => ({ event: h.event, from: h.fromState, to: h.toState })),
      at,
    ).toEqual(want.steps);
    for (const h of written) {
      const person = h.by === 'team' ? memberId : ownerId;
      expect(h.actor, at).toBe(h.by === 'timer' ? `timer:service.${h.event}` : `user:${person}`);
      expect(h.at.getTime(), at).toBe(clock.now().getTime());
    }
    lastHistoryId = written.at(-1)?.id ?? lastHistoryId;
    const nowEvents = await eventsSoFar();
    expect(nowEvents - events, at).toBe(want.steps.length);
    events = nowEvents;
  }
}

describe('the service table against the database', () => {
  it('has walks that meet every row of the table', () => {
    const met = new Set<string>();
    for (const [initial, commands] of WALKS) {
      let model = startModel(START, initial);
      for (const cmd of commands) {
        const outcome = expected(model, cmd);
        for (const step of outcome.steps) met.add(`${step.from} ${step.event} ${step.to}`);
        model = outcome.model;
      }
    }
    const rows = serviceMachine.rows.map((row) => `${row.from} ${row.event} ${row.to}`);
    expect(rows.filter((row) => !met.has(row))).toEqual([]);
  });

  it(
    'keeps status, deadlines, history and events in step with the table',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<'draft' | 'open'>('draft', 'open'),
          fc.array(commandArbitrary, { minLength: 1, maxLength: MAX_STEPS }),
          check,
        ),
        { numRuns: RUNS, examples: WALKS },
      );
    },
    DEEP ? 3_600_000 : 300_000,
  );
});
