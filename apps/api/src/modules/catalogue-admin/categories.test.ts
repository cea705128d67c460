import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFactory } from '../../db/factories';
import { seedDemoData } from '../../db/seed/seed';
import { auditOf } from '../../lib/audit/audit';
import { type Member, teamMember } from '../../test/payouts';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Member;
let finance: Member;

const as = (who: Member, body?: unknown) => ({ headers: who.auth, ...(body === undefined ? {} : { body }) });

beforeAll(async () => {
  t = await createTestApp();
  [admin, finance] = [await teamMember(t, 'admin'), await teamMember(t, 'finance')];
});
afterAll(() => t.close());

describe('the categories in the back office', () => {
  type Node = { id: number; slug: string; name: string; icon: string | null; children: Node[] };
  const tree = async (lang = 'en') =>
    (await t.api('GET', '/all-categories', { headers: { 'content-language': lang } })).json().data as Node[];
  const named = (word: string) => ({
    name: { ar: `تصنيف ${word}`, en: `Category ${word}`, fr: `Catégorie ${word}`, tr: `Kategori ${word}` },
    description: {
      ar: `وصف ${word}`,
      en: `About ${word}`,
      fr: `À propos de ${word}`,
      tr: `${word} hakkında`,
    },
  });

  it('renames a category in four languages; the cached tree follows at once, and the change is audited', async () => {
    const [main] = await tree('fr');
    const list = (await t.api('GET', '/admin/categories', as(admin))).json().data;
    const row = list.find((c: { id: number }) => c.id === main!.id);
    const saved = await t.api(
      'PUT',
      `/admin/categories/${main!.id}`,
      as(admin, { ...named('renamed'), icon: 'camera', sort_order: row.sort_order }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ slug: main!.slug, icon: 'camera' });
    const after = (await tree('fr')).find((c) => c.id === main!.id)!;
    expect([after.name, after.icon]).toEqual(['Catégorie renamed', 'camera']);
    const rows = await auditOf(t.app.database.db, { kind: 'category', id: main!.id });
    expect(rows.at(-1)).toMatchObject({
      action: 'category.update',
      before: { name: row.name },
      after: { name: named('renamed').name },
    });
    await t.api(
      'PUT',
      `/admin/categories/${main!.id}`,
      as(admin, { name: row.name, description: row.description, icon: row.icon, sort_order: row.sort_order }),
    );
  });

  it('adds a sub category under a main one only, with its own address and no icon', async () => {
    const [main] = await tree();
    const made = await t.api(
      'POST',
      '/admin/categories',
      as(admin, { ...named('drones'), parent_id: main!.id, icon: 'truck', sort_order: 99 }),
    );
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({
      slug: 'category-drones',
      parent_id: main!.id,
      icon: null,
      services_count: 0,
    });
    const children = (await tree()).find((c) => c.id === main!.id)!.children;
    expect(children.map((c) => c.name)).toContain('Category drones');

    const again = await t.api(
      'POST',
      '/admin/categories',
      as(admin, { ...named('drones'), parent_id: main!.id }),
    );
    expect(again.json().data.slug).toBe('category-drones-2');
    for (const parent_id of [made.json().data.id, 2_147_483_647, 2_147_483_648]) {
      const refused = await t.api('POST', '/admin/categories', as(admin, { ...named('deeper'), parent_id }));
      expect([refused.statusCode, Object.keys(refused.json().message)], String(parent_id)).toEqual([
        422,
        ['parent_id'],
      ]);
    }
    const mainMade = await t.api(
      'POST',
      '/admin/categories',
      as(admin, { ...named('space'), icon: 'sparkles' }),
    );
    expect(mainMade.json().data).toMatchObject({ parent_id: null, icon: 'sparkles' });
    expect((await tree()).map((c) => c.name)).toContain('Category space');
    const badIcon = await t.api('POST', '/admin/categories', as(admin, { ...named('odd'), icon: 'rocket' }));
    expect(Object.keys(badIcon.json().message)).toEqual(['icon']);
    expect((await t.api('PUT', '/admin/categories/999999', as(admin, named('none')))).statusCode).toBe(404);
    expect((await t.api('GET', '/admin/categories', as(finance))).statusCode).toBe(404);
  });

  it('removes a category nothing uses, audited, and the seed does not bring it back', async () => {
    const db = t.app.database.db;
    const [main] = await tree();
    const add = async (word: string, parent_id: number | null) =>
      (await t.api('POST', '/admin/categories', as(admin, { ...named(word), parent_id }))).json().data as {
        id: number;
        slug: string;
      };
    const sub = await add('ferries', main!.id);
    const lonely = await add('lonely', null);
    const withSub = await add('parent', null);
    await add('child', withSub.id);
    const used = (await tree()).find((c) => c.children.length)!.children[0]!;
    const parent = (await tree()).find((c) => c.children.some((child) => child.id === used.id))!;
    await serviceFactory.one(db, {
      userId: admin.id,
      status: 'draft',
      mainCategoryId: parent.id,
      categoryId: used.id,
    });

    const refusal = async (id: number) => {
      const res = await t.api('DELETE', `/admin/categories/${id}`, {
        headers: { ...admin.auth, 'content-language': 'en' },
      });
      return [res.statusCode, res.json().message.txt?.[0]];
    };
    expect(await refusal(withSub.id)).toEqual([409, 'This category has sub categories. Remove them first.']);
    expect(await refusal(used.id)).toEqual([409, expect.stringMatching(/^Services still use this category/)]);
    expect((await t.api('DELETE', `/admin/categories/${sub.id}`, as(finance))).statusCode).toBe(404);

    for (const category of [sub, lonely]) {
      const removed = await t.api('DELETE', `/admin/categories/${category.id}`, as(admin));
      expect(removed.statusCode, removed.body).toBe(200);
      const rows = await auditOf(db, { kind: 'category', id: category.id });
      expect(rows.at(-1)).toMatchObject({ action: 'category.delete', before: { slug: category.slug } });
    }
    expect((await t.api('DELETE', `/admin/categories/${sub.id}`, as(admin))).statusCode).toBe(404);
    const ids = (await tree()).flatMap((c) => [c.id, ...c.children.map((child) => child.id)]);
    expect(ids).not.toContain(sub.id);
    expect(ids).not.toContain(lonely.id);

    // A seeded category removed by the team stays removed when the seed runs again.
    const seeded = (await tree()).find((c) => c.children.length)!.children.at(-1)!;
    expect((await t.api('DELETE', `/admin/categories/${seeded.id}`, as(admin))).statusCode).toBe(200);
    await seedDemoData(db);
    const slugs = await db.execute<{ slug: string }>(sql`select slug from categories`);
    expect(slugs.rows.map((row) => row.slug)).not.toContain(seeded.slug);
  });
});

describe('the properties of a main category in the back office', () => {
  const named = (word: string) => ({ ar: `${word} ع`, en: word, fr: `${word} fr`, tr: `${word} tr` });

  it('adds a property with options, renames it and appends options; the public list follows at once', async () => {
    const main = (await t.api('GET', '/all-categories')).json().data[0];
    const before = await t.api('GET', `/properties/${main.id}`, { headers: { 'content-language': 'fr' } });
    expect(before.statusCode).toBe(200);
    const made = await t.api(
      'POST',
      `/admin/categories/${main.id}/properties`,
      as(admin, {
        name: named('Screen size'),
        options: [{ name: named('Small') }, { name: named('Large') }],
      }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const property = made.json().data;
    expect(property).toMatchObject({ key: 'screen-size', category_id: main.id });
    expect(property.options.map((o: { sort_order: number }) => o.sort_order)).toEqual([0, 1]);

    const [small, large] = property.options as { id: number }[];
    const renamed = await t.api(
      'PUT',
      `/admin/properties/${property.id}`,
      as(admin, {
        name: named('Screen'),
        sort_order: 4,
        options: [
          { id: small!.id, name: named('Compact') },
          { id: large!.id, name: named('Large') },
          { name: named('Huge') },
        ],
      }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.options.map((o: { name: { en: string } }) => o.name.en)).toEqual([
      'Compact',
      'Large',
      'Huge',
    ]);
    const shown = await t.api('GET', `/properties/${main.id}`, { headers: { 'content-language': 'fr' } });
    const found = shown.json().data.find((p: { id: number }) => p.id === property.id);
    expect(found.name).toBe('Screen fr');
    expect(found.options.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Compact fr', 'Large fr', 'Huge fr']),
    );
    const rows = await auditOf(t.app.database.db, { kind: 'property', id: property.id });
    expect(rows.map((row) => row.action)).toEqual(['property.create', 'property.update']);

    // An option is never removed (services keep what they chose), nor taken from another property.
    const dropped = await t.api(
      'PUT',
      `/admin/properties/${property.id}`,
      as(admin, { name: named('Screen'), options: [{ id: small!.id, name: named('Compact') }] }),
    );
    expect([dropped.statusCode, Object.keys(dropped.json().message)]).toEqual([422, ['options']]);
    const other = (await t.api('GET', '/admin/properties', as(admin)))
      .json()
      .data.find((p: { id: number; options: unknown[] }) => p.id !== property.id && p.options.length);
    const stolen = await t.api(
      'PUT',
      `/admin/properties/${property.id}`,
      as(admin, {
        name: named('Screen'),
        options: [
          ...renamed
            .json()
            .data.options.map((o: { id: number; name: unknown }) => ({ id: o.id, name: o.name })),
          { id: other.options[0].id, name: named('Stolen') },
        ],
      }),
    );
    expect(stolen.statusCode).toBe(422);
  });

  it('keeps properties on main categories, and stays the admins’', async () => {
    const [main] = (await t.api('GET', '/all-categories')).json().data;
    const sub = main.children[0];
    const body = { name: named('Colour'), options: [{ name: named('Red') }] };
    const refused = await t.api('POST', `/admin/categories/${sub.id}/properties`, as(admin, body));
    expect([refused.statusCode, Object.keys(refused.json().message)]).toEqual([422, ['category_id']]);
    const empty = await t.api(
      'POST',
      `/admin/categories/${main.id}/properties`,
      as(admin, { ...body, options: [] }),
    );
    expect(Object.keys(empty.json().message)).toEqual(['options']);
    expect((await t.api('POST', '/admin/categories/999999/properties', as(admin, body))).statusCode).toBe(
      404,
    );
    expect(
      (await t.api('POST', `/admin/categories/${main.id}/properties`, as(finance, body))).statusCode,
    ).toBe(404);
  });
});
