import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The last line of defence behind the schemas: a value that reaches SQL and is refused there is the
 * request's fault and is answered 400, never 500. Probe routes hand the database raw values, as a
 * route with a forgotten schema would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.database.db;
  const probe = (path: string, query: () => Promise<unknown>) =>
    t.app.get(`/api/v1/probe/${path}`, async () => {
      await query();
      return { ok: true };
    });
  probe('nul', () => db.execute(sql`select ${'text\u0000'}::text as value`));
  probe('out-of-range', () => db.execute(sql`select ${'2147483648'}::integer as value`));
  probe('not-a-number', () => db.execute(sql`select ${'abc'}::integer as value`));
  probe('missing-table', () => db.execute(sql`select 1 from no_such_table`));
});
afterAll(() => t.close());

describe('values the database refuses', () => {
  it.each(['nul', 'out-of-range', 'not-a-number'])('answer %s as a 400 in the envelope', async (path) => {
    const res = await t.api('GET', `/probe/${path}`, { headers: { 'content-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: true,
      code: 'bad_request',
      message: { txt: ['The request could not be understood.'] },
    });
  });

  it('leave real server failures a 500', async () => {
    const res = await t.api('GET', '/probe/missing-table');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('server_error');
  });
});
