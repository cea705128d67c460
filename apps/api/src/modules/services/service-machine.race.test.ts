import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serviceFactory } from '../../db/factories';
import { outboxEvents } from '../../db/schema/outbox';
import { services } from '../../db/schema/services';
import { stateHistory } from '../../db/schema/state-history';
import { freezeClock, resetClock } from '../../lib/clock';
import { AppError } from '../../lib/http/app-error';
import { userActor } from '../../lib/policy/actor';
import { signUpVerified } from '../../test/accounts';
import { completeDraft } from '../../test/services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createListingFreshness } from './listing-freshness';
import { createServiceAccess } from './service-access';
import { applyServiceEvent } from './service-machine';
import { createServicePartsRepository } from './service-parts.repository';
import { createServiceStatus } from './service-status.service';
import { createServiceSweeper } from './service-sweeper';
import { createServicesRepository } from './services.repository';

// Changes at the same instant: on PostgreSQL (DATABASE_URL) these run on separate connections and
// really overlap; on PGlite they queue on its one connection, and the answers must be the same.
let t: TestApp;
let ownerId: number;
let serviceId: number;
const NOW = new Date('2031-03-10T10:00:00Z');

const db = () => t.app.database.db;
function status() {
  const repo = createServicesRepository(db());
  return createServiceStatus(repo, createServiceAccess(repo, createServicePartsRepository(db())), listings());
}
const listings = () => createListingFreshness(db(), () => {});
const answer = (work: Promise<unknown>) =>
  work.then(
    () => 200,
    (error) => (error instanceof AppError ? error.status : Promise.reject(error)),
  );

const historyOf = (ids: number[]) =>
  db()
    .select()
    .from(stateHistory)
    .where(and(eq(stateHistory.subjectKind, 'service'), inArray(stateHistory.subjectId, ids.map(String))))
    .orderBy(asc(stateHistory.id));
const eventsOf = (ids: number[]) =>
  db()
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.subjectKind, 'service'), inArray(outboxEvents.subjectId, ids.map(String))));
const statusOf = async (id: number) =>
  (await db().select({ status: services.status }).from(services).where(eq(services.id, id)))[0]?.status;

/** The one service back to open with no deadline, and its history and events set aside. */
async function reopened(changes: Partial<typeof services.$inferInsert> = {}) {
  await db()
    .update(services)
    .set({
      status: 'open',
      expiredAt: null,
      openUntil: null,
      holidayStart: null,
      holidayEnd: null,
      ...changes,
    })
    .where(eq(services.id, serviceId));
  await db()
    .delete(stateHistory)
    .where(eq(stateHistory.subjectId, String(serviceId)));
  await db()
    .delete(outboxEvents)
    .where(eq(outboxEvents.subjectId, String(serviceId)));
}

beforeAll(async () => {
  t = await createTestApp();
  const { auth } = await signUpVerified(t);
  serviceId = await completeDraft(t, auth);
  const published = await t.api('PATCH', `/services/${serviceId}`, { headers: auth, body: {} });
  expect(published.statusCode).toBe(200);
  ownerId = (await db().select().from(services).where(eq(services.id, serviceId)))[0]?.userId as number;
});
afterAll(() => t.close());
afterEach(() => resetClock());

describe('two changes of one service at the same instant', () => {
  it('closes once: one answer 200, the other 409, one history row and one event', async () => {
    const owner = userActor(ownerId);
    for (let round = 0; round < 5; round++) {
      await reopened();
      const answers = await Promise.all([
        answer(status().close(owner, serviceId, 'en')),
        answer(status().close(owner, serviceId, 'en')),
      ]);
      expect(answers.sort()).toEqual([200, 409]);
      expect(await statusOf(serviceId)).toBe('closed');
      const history = await historyOf([serviceId]);
      expect(history.map((h) => [h.event, h.fromState, h.toState, h.actor])).toEqual([
        ['close', 'open', 'closed', `user:${ownerId}`],
      ]);
      expect((await eventsOf([serviceId])).map((e) => e.type)).toEqual(['service.closed']);
    }
  });

  it('lets the owner or the timer close a service whose opening ends, never both', async () => {
    freezeClock(NOW);
    const sweep = createServiceSweeper(db(), listings());
    for (let round = 0; round < 5; round++) {
      await reopened({ openUntil: new Date(NOW.getTime() - 60_000) });
      const [closing] = await Promise.all([
        answer(status().close(userActor(ownerId), serviceId, 'en')),
        sweep(NOW),
      ]);
      expect(await statusOf(serviceId)).toBe('closed');
      const history = await historyOf([serviceId]);
      expect(history).toHaveLength(1);
      // The owner's close won (200), or the timer did and the close found nothing to close (409).
      expect(history[0]?.event).toBe(closing === 200 ? 'close' : 'open_period_ends');
      expect(await eventsOf([serviceId])).toHaveLength(1);
    }
  });

  it('refuses a deleted service without a trace', async () => {
    await reopened({ deletedAt: NOW });
    const refused = await applyServiceEvent(db(), { id: serviceId, event: 'close', ownerId });
    expect(refused).toEqual({ ok: false, refusal: 'not_found' });
    expect(await historyOf([serviceId])).toEqual([]);
    await reopened({ deletedAt: null });
  });
});

describe('sweeps on several instances at once', () => {
  it('moves each due service once, with one history row and one event each', async () => {
    freezeClock(NOW);
    const due = new Date(NOW.getTime() - 1_000);
    const rows = await serviceFactory.many(
      db(),
      Array.from({ length: 30 }, () => ({ userId: ownerId, status: 'open' as const, expiredAt: due })),
    );
    const ids = rows.map((r) => r.id);
    // Small batches, so that the two sweeps interleave and skip each other's locked rows.
    const sweeps = [1, 2].map(() => createServiceSweeper(db(), listings(), { batchSize: 4 }));
    await Promise.all(sweeps.map((sweep) => sweep(NOW)));
    const statuses = await db()
      .select({ status: services.status, n: sql<number>`count(*)::int` })
      .from(services)
      .where(inArray(services.id, ids))
      .groupBy(services.status);
    expect(statuses).toEqual([{ status: 'expired', n: 30 }]);
    const history = await historyOf(ids);
    expect(history).toHaveLength(30);
    expect(new Set(history.map((h) => h.subjectId)).size).toBe(30);
    expect(history.every((h) => h.actor === 'timer:service.expire' && h.at.getTime() === NOW.getTime())).toBe(
      true,
    );
    expect(await eventsOf(ids)).toHaveLength(30);
    // A third sweep finds nothing left to do.
    expect(await sweeps[0]?.(NOW)).toEqual({});
  });
});
