import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { executePrepared } from './prepared';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('executePrepared', () => {
  it('gives each value its own answer through one statement, named after its text on PostgreSQL', async () => {
    const sent = vi.spyOn(pg.Pool.prototype, 'query');
    const codes = async (ids: number[]) =>
      (
        await executePrepared<{ code: string }>(
          t.app.database.db,
          sql`select code from currencies where id = any(${`{${ids.join(',')}}`}::int[]) order by id`,
        )
      ).map((row) => row.code);
    const all = await codes([1, 2, 3]);
    expect(all).toHaveLength(3);
    expect(await codes([2])).toEqual([all[1]]);
    if (t.app.database.kind === 'postgres') {
      const names = sent.mock.calls.map(([config]) => (config as { name?: string }).name);
      expect(names).toHaveLength(2);
      expect(names[0]).toMatch(/^wasla_/);
      expect(names[1]).toBe(names[0]);
    }
    sent.mockRestore();
  });
});
