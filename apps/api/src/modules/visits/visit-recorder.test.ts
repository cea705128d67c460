import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '../../lib/clock';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createVisitRecorder } from './visit-recorder';
import { createVisitsRepository, RECENT_VISITS_KEPT, type VisitsRepository } from './visits.repository';

let t: TestApp;
let ownerId: number;
let serviceId: number;

const views = async () => {
  const rows = await t.app.database.db.execute<{ views: number; days: number }>(sql`
    select s.views, coalesce((select sum(service_views) from account_view_days where user_id = s.user_id), 0)::int as days
    from services s where s.id = ${serviceId}`);
  return rows.rows[0]!;
};

beforeAll(async () => {
  t = await createTestApp();
  const cats = await categoryPair(t, 0);
  ownerId = (await insertProvider(t, 'Visited Owner')).id;
  serviceId = (
    await insertListedService(t, {
      userId: ownerId,
      names: { en: 'Visited service' },
      mainCategoryId: cats.mainId,
      categoryId: cats.subId,
    })
  ).id;
});

afterAll(async () => {
  resetClock();
  await t?.close();
});

describe('visit recorder', () => {
  it('counts a visitor once a day when two processes write the same visits at the same instant', async () => {
    const before = await views();
    const repo = createVisitsRepository(t.app.database.db);
    const processes = [createVisitRecorder(repo), createVisitRecorder(repo), createVisitRecorder(repo)];
    for (const recorder of processes)
      for (let i = 0; i < 20; i += 1) recorder.service(serviceId, { key: `device-${i}`, userId: null });
    await Promise.all(processes.map((recorder) => recorder.flush()));
    const after = await views();
    expect(after.views - before.views).toBe(20);
    // The owner's day grows by the same visits as the service's total: neither counts twice.
    expect(after.days - before.days).toBe(20);
  });

  it('keeps a batch that failed and writes it whole with the next flush', async () => {
    const real = createVisitsRepository(t.app.database.db);
    let failNext = true;
    const flaky: VisitsRepository = {
      ...real,
      count: async (visits) => {
        if (failNext) {
          failNext = false;
          throw new Error('the database went away');
        }
        return real.count(visits);
      },
    };
    const recorder = createVisitRecorder(flaky);
    const before = await views();
    recorder.service(serviceId, { key: 'retry-1', userId: null });
    recorder.service(serviceId, { key: 'retry-2', userId: null });
    await expect(recorder.flush()).rejects.toThrow('the database went away');
    expect((await views()).views).toBe(before.views);
    recorder.service(serviceId, { key: 'retry-3', userId: null });
    expect(await recorder.flush()).toBe(3);
    expect((await views()).views - before.views).toBe(3);
  });

  it('counts nothing for a service or an account that is gone', async () => {
    const recorder = createVisitRecorder(createVisitsRepository(t.app.database.db));
    recorder.service(2_147_483_647, { key: 'ghost', userId: null });
    recorder.provider(2_147_483_646, { key: 'ghost', userId: null });
    expect(await recorder.flush()).toBe(0);
  });

  it('remembers the latest visits of an account, newest first, a dozen of each kind', async () => {
    const reader = await insertProvider(t, 'Recent Reader');
    const recorder = createVisitRecorder(createVisitsRepository(t.app.database.db));
    const visitor = { key: `u:${reader.id}`, userId: reader.id };
    const ids: number[] = [];
    for (let i = 0; i < RECENT_VISITS_KEPT + 3; i += 1) {
      ids.push((await insertProvider(t, `Visited ${i}`)).id);
    }
    for (const id of ids) {
      advanceClock(1000);
      recorder.provider(id, visitor);
      await recorder.flush();
    }
    advanceClock(1000);
    recorder.provider(ids[0]!, visitor);
    await recorder.flush();
    const rows = await t.app.database.db.execute<{ target_id: number }>(sql`
      select target_id from recent_visits where user_id = ${reader.id} and kind = 'provider'
      order by visited_at desc`);
    const kept = rows.rows.map((row) => row.target_id);
    expect(kept).toHaveLength(RECENT_VISITS_KEPT);
    expect(kept[0]).toBe(ids[0]);
    expect(kept.slice(1)).toEqual(ids.slice(-(RECENT_VISITS_KEPT - 1)).reverse());
  });
});
