import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemoData } from './seed';

/** `npm run db:seed` on a site the team has been running: it refreshes the seed's rows, not theirs. */
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await teamMember(t, 'admin');
});
afterAll(() => t.close());

const as = (body: unknown) => ({ headers: admin.auth, body });
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await t.app.database.db.execute<T>(query)).rows[0]!;

describe('running the seed again', () => {
  it('keeps a category and a rate the team changed, and restores what nobody in the team did', async () => {
    const db = t.app.database.db;
    const [edited, other] = (
      await db.execute<{ id: number; name: Record<string, string>; description: Record<string, string> }>(
        sql`select id, name, description from categories where parent_id is null order by id limit 2`,
      )
    ).rows;
    const renamed = {
      ar: 'تصنيف الفريق',
      en: 'Team category',
      fr: 'Catégorie équipe',
      tr: 'Ekip kategorisi',
    };
    const saved = await t.api(
      'PUT',
      `/admin/categories/${edited!.id}`,
      as({ name: renamed, description: edited!.description, icon: null, sort_order: 0 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const rate = await one<{ usd_rate: string }>(
      sql`select usd_rate::text from currencies where code = 'EUR'`,
    );
    const newRate = (Number(rate.usd_rate) * 1.01).toFixed(6);
    const rated = await t.api(
      'PATCH',
      '/admin/currencies/EUR',
      as({ usd_rate: newRate, confirm: true, reason: 'Rate of the day' }),
    );
    expect(rated.statusCode, rated.body).toBe(200);
    // A change made outside the back office (no audit row) is the seed's to put back.
    await db.execute(
      sql`update categories set name = ${JSON.stringify(renamed)}::jsonb where id = ${other!.id}`,
    );

    await seedDemoData(db);

    expect((await one(sql`select name from categories where id = ${edited!.id}`)).name).toEqual(renamed);
    expect((await one(sql`select name from categories where id = ${other!.id}`)).name).toEqual(other!.name);
    const kept = await one<{ usd_rate: string }>(
      sql`select usd_rate::text from currencies where code = 'EUR'`,
    );
    expect(Number(kept.usd_rate)).toBe(Number(newRate));
    // Nothing was duplicated, and the sub categories still hang under their main ones.
    const counts = await one<{ n: number; orphans: number }>(sql`
      select count(*)::int as n, count(*) filter (where parent_id is not null
        and parent_id not in (select id from categories))::int as orphans from categories`);
    expect(counts.orphans).toBe(0);
    await seedDemoData(db);
    expect((await one<{ n: number }>(sql`select count(*)::int as n from categories`)).n).toBe(counts.n);
  });
});
