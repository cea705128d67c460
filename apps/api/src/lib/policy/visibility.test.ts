import { PGlite } from '@electric-sql/pglite';
import { SERVICE_STATUSES } from '@wasla/shared/service-rules/service-states';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_AUDIENCES,
  accountShownSql,
  isAccountShown,
  isServiceShown,
  SERVICE_AUDIENCES,
  type ServiceAudience,
  serviceShownSql,
} from './visibility';

const audiences = Object.keys(SERVICE_AUDIENCES) as ServiceAudience[];
const gone = new Date('2026-01-01T00:00:00Z');

describe('service visibility', () => {
  // audience → the statuses seen, for a service that is not deleted.
  const table: [ServiceAudience, string, boolean][] = [
    ['listed', 'draft', false],
    ['listed', 'open', true],
    ['listed', 'holiday', true],
    ['listed', 'closed', false],
    ['listed', 'expired', false],
    ['listed', 'hidden', false],
    ['public', 'draft', false],
    ['public', 'open', true],
    ['public', 'holiday', true],
    ['public', 'closed', true],
    ['public', 'expired', true],
    ['public', 'hidden', false],
    ['keepable', 'draft', false],
    ['keepable', 'open', true],
    ['keepable', 'holiday', true],
    ['keepable', 'closed', true],
    ['keepable', 'expired', false],
    ['keepable', 'hidden', false],
  ];

  it.each(table)('%s sees a %s service: %s', (audience, status, shown) => {
    expect(isServiceShown({ status, deletedAt: null }, audience)).toBe(shown);
  });

  it('covers every status in every audience', () => {
    expect(table).toHaveLength(audiences.length * SERVICE_STATUSES.length);
  });

  it.each(audiences)('%s never sees a deleted service, whatever its status', (audience) => {
    for (const status of SERVICE_STATUSES) {
      expect(isServiceShown({ status, deletedAt: gone }, audience)).toBe(false);
      expect(isServiceShown({ status, deletedAt: gone.toISOString() }, audience)).toBe(false);
    }
  });

  it('writes listed as the exact predicate of the partial indexes on services', () => {
    const query = drizzle
      .mock()
      .select({ one: sql`1` })
      .from(sql`services s`)
      .where(serviceShownSql('listed'))
      .toSQL();
    expect(query.sql).toContain(`s.status in ('open', 'holiday') and s.deleted_at is null`);
  });

  it('refuses an alias that is not a plain name', () => {
    expect(() => serviceShownSql('listed', 's; drop table services')).toThrow();
    expect(() => accountShownSql('alive', 'u--')).toThrow();
  });
});

describe('account visibility', () => {
  const table: [string, { deletedAt: Date | null; openServicesCount: number }, boolean, boolean][] = [
    ['alive with listed services', { deletedAt: null, openServicesCount: 2 }, true, true],
    ['alive without listed services', { deletedAt: null, openServicesCount: 0 }, true, false],
    ['deleted with listed services', { deletedAt: gone, openServicesCount: 2 }, false, false],
    ['deleted without services', { deletedAt: gone, openServicesCount: 0 }, false, false],
  ];

  it.each(table)('an account %s: alive %s, listed %s', (_, account, alive, listed) => {
    expect(isAccountShown(account, 'alive')).toBe(alive);
    expect(isAccountShown(account, 'listed')).toBe(listed);
  });
});

// The SQL and the predicate must agree on every row: run both over every combination.
describe('the SQL conditions and the predicates agree', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.exec(`
      create table services (id serial primary key, status text not null, deleted_at timestamptz);
      create table users (id serial primary key, deleted_at timestamptz, open_services_count int not null);`);
    for (const status of SERVICE_STATUSES) {
      await pg.query('insert into services (status, deleted_at) values ($1, null), ($1, now())', [status]);
    }
    await pg.exec(`insert into users (deleted_at, open_services_count)
      values (null, 0), (null, 3), (now(), 0), (now(), 3)`);
  });
  afterAll(() => pg.close());

  it.each(audiences)('for services seen by %s', async (audience) => {
    const db = drizzle(pg);
    const all = await db.execute<{ id: number; status: string; deleted_at: string | null }>(
      sql`select id, status, deleted_at from services s order by id`,
    );
    const shown = await db.execute<{ id: number }>(
      sql`select id from services s where ${serviceShownSql(audience)} order by id`,
    );
    const expected = all.rows
      .filter((row) => isServiceShown({ status: row.status, deletedAt: row.deleted_at }, audience))
      .map((row) => row.id);
    expect(shown.rows.map((row) => row.id)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  it.each(ACCOUNT_AUDIENCES)('for accounts seen by %s', async (audience) => {
    const db = drizzle(pg);
    const all = await db.execute<{ id: number; deleted_at: string | null; open_services_count: number }>(
      sql`select id, deleted_at, open_services_count from users u order by id`,
    );
    const shown = await db.execute<{ id: number }>(
      sql`select id from users u where ${accountShownSql(audience)} order by id`,
    );
    const expected = all.rows
      .filter((row) =>
        isAccountShown({ deletedAt: row.deleted_at, openServicesCount: row.open_services_count }, audience),
      )
      .map((row) => row.id);
    expect(shown.rows.map((row) => row.id)).toEqual(expected);
  });
});
