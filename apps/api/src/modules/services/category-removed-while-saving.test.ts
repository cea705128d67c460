import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalogue';
import { signUpVerified } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A category the team removes while an author saves a draft into it: the editor checks the choice
 * before its transaction, and the removal lands in between. The save must answer the field error of
 * a choice that does not exist, not a server error. On PostgreSQL only: the removal holds the
 * category's row on a connection of its own while the save waits on it.
 */
const inFour = (text: string) => ({ ar: text, en: text, fr: text, tr: text });

describe.skipIf(!process.env.DATABASE_URL)('a category removed while a draft is saved into it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 422 on main_category_id, and the draft keeps no category', async () => {
    const [category] = await t.app.database.db
      .insert(categories)
      .values({ slug: `going-${Date.now()}`, name: inFour('Going away'), description: inFour('Soon gone') })
      .returning();
    const { auth } = await signUpVerified(t, 'Draft Author');
    const draft = await t.api('POST', '/budgets', { headers: auth, body: { type: 'provided' } });
    const id = draft.json().data.service.id as number;

    // The team's removal, under way: the row is locked as `remove` locks it (categories.admin.ts).
    const team = new pg.Client({ connectionString: t.app.database.url });
    await team.connect();
    try {
      await team.query('begin');
      await team.query('select id from categories where id = $1 for update', [category!.id]);
      const saving = t.api('POST', `/services/${id}/save-draft`, {
        headers: auth,
        body: { main_category_id: category!.id },
      });
      // The save has checked the category and waits on its row to write the reference.
      for (let waited = 0; ; waited += 50) {
        const { rows } = await team.query<{ waiting: number }>(
          `select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
        );
        if (rows[0]!.waiting > 0) break;
        expect(waited, 'the save never waited on the category').toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await team.query('delete from categories where id = $1', [category!.id]);
      await team.query('commit');

      const saved = await saving;
      expect(saved.statusCode, saved.body).toBe(422);
      expect(saved.json().message).toHaveProperty('main_category_id');
    } finally {
      await team.end();
    }
    const again = await t.api('GET', `/services/${id}/edit`, { headers: auth });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toHaveProperty('main_category_id', null);
  });
});
