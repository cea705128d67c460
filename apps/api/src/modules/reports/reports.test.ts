import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpVerified } from '../../test/accounts';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signUpVerified>>;
let myId: number;
let providerId: number;
let serviceId: number;
let myServiceId: number;
const REASON = 'The pictures are copied from another shop.';

const report = (body: unknown, headers: Record<string, string> = me.auth) =>
  t.api('POST', '/report', { headers, body });

beforeAll(async () => {
  t = await createTestApp();
  me = await signUpVerified(t, 'Careful Reader');
  const rows = await t.app.database.db.execute<{ id: number }>(
    sql`select id from users where email = ${me.email}`,
  );
  myId = rows.rows[0]!.id;
  const cats = await categoryPair(t, 0);
  providerId = (await insertProvider(t, 'Suspicious Shop')).id;
  serviceId = (
    await insertListedService(t, {
      userId: providerId,
      names: { en: 'Copied logos' },
      mainCategoryId: cats.mainId,
    })
  ).id;
  myServiceId = (
    await insertListedService(t, { userId: myId, names: { en: 'My own work' }, mainCategoryId: cats.mainId })
  ).id;
});
afterAll(() => t.close());

describe('POST /report', () => {
  it('keeps a report of a service or an account, open, for the team, and thanks in the visitor language', async () => {
    const res = await report({ type: 'service', type_id: serviceId, reason: REASON });
    expect(res.statusCode).toBe(201);
    expect(res.json().message.txt).toEqual(['Thank you, our team will review your report.']);
    expect(res.json().data).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const ar = await report(
      { type: 'provider', type_id: providerId, reason: REASON },
      { ...me.auth, 'content-language': 'ar' },
    );
    expect(ar.statusCode).toBe(201);
    expect(ar.json().message.txt).toEqual(['شكراً لك، سيراجع فريقنا بلاغك.']);
    const stored = await t.app.database.db.execute<{
      kind: string;
      target_id: number;
      status: string;
      reason: string;
    }>(sql`select kind, target_id, status, reason from reports where reporter_id = ${myId} order by id`);
    expect(stored.rows).toEqual([
      { kind: 'service', target_id: serviceId, status: 'open', reason: REASON },
      { kind: 'provider', target_id: providerId, status: 'open', reason: REASON },
    ]);
  });

  it('keeps one open report per person and thing: reporting again, even twice at once, updates it', async () => {
    const first = await report({ type: 'service', type_id: serviceId, reason: REASON });
    const again = await Promise.all(
      ['The price is not the one in the pictures.', 'It is a copy of another service.'].map((reason) =>
        report({ type: 'service', type_id: serviceId, reason }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(again.map((r) => r.json().data.id)).toEqual([first.json().data.id, first.json().data.id]);
    const stored = await t.app.database.db.execute<{ reason: string }>(
      sql`select reason from reports where reporter_id = ${myId} and kind = 'service' and target_id = ${serviceId}`,
    );
    expect(stored.rows).toHaveLength(1);
    expect(['The price is not the one in the pictures.', 'It is a copy of another service.']).toContain(
      stored.rows[0]!.reason,
    );

    // Once the team has reviewed it, a new report starts a new case.
    await t.app.database.db.execute(
      sql`update reports set status = 'reviewed' where id = ${first.json().data.id}`,
    );
    const later = await report({ type: 'service', type_id: serviceId, reason: REASON });
    expect(later.json().data.id).not.toBe(first.json().data.id);
  });

  it('needs a reason of some length, with the field error', async () => {
    const missing = await report({ type: 'service', type_id: serviceId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual({ reason: ['Reason is required.'] });
    const blank = await report({ type: 'service', type_id: serviceId, reason: '   ' });
    expect(blank.json().message).toEqual({ reason: ['Reason is required.'] });
    const short = await report({ type: 'service', type_id: serviceId, reason: 'bad' });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().message)).toEqual(['reason']);
  });

  it('refuses my own service or myself with 422, and an unknown target with 404', async () => {
    const own = await report({ type: 'service', type_id: myServiceId, reason: REASON });
    expect(own.statusCode).toBe(422);
    expect(own.json()).toMatchObject({
      code: 'report_own_service',
      message: { txt: ['You cannot report your own service.'] },
    });
    const self = await report({ type: 'provider', type_id: myId, reason: REASON });
    expect(self.statusCode).toBe(422);
    expect(self.json().code).toBe('report_self');
    expect((await report({ type: 'service', type_id: 999_999, reason: REASON })).statusCode).toBe(404);
    expect((await report({ type: 'provider', type_id: 999_999, reason: REASON })).statusCode).toBe(404);
  });

  it('needs a signed-in account', async () => {
    const res = await t.api('POST', '/report', {
      body: { type: 'service', type_id: serviceId, reason: REASON },
    });
    expect(res.statusCode).toBe(401);
  });
});
