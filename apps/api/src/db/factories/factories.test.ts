import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Database } from '../client';
import { categories, tags } from '../schema/catalogue';
import { favorites, follows } from '../schema/discovery';
import { serviceBudgets, serviceMedia, servicePlaces, serviceTags } from '../schema/services';
import {
  accountFactory,
  categoryFactory,
  favouriteFactory,
  followFactory,
  insertRows,
  reviewFactory,
  serviceFactory,
  tagFactory,
} from '.';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  db = database.handle.db;
});
afterAll(() => database.drop());

const seededMain = async () =>
  (await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)).limit(1))[0]!.id;

describe('the account factory', () => {
  it('fills in a unique code, slug and address, and keeps what it is given', async () => {
    const [a, b] = await accountFactory.many(db, [{}, { name: 'Salma', rating: '4.50' }]);
    expect(a!.id).toBeGreaterThan(0);
    expect(a!.code).toMatch(/^W\d{8}$/);
    expect(new Set([a!.code, b!.code]).size).toBe(2);
    expect(new Set([a!.slug, b!.slug]).size).toBe(2);
    expect(a!.email).toMatch(/@example\.com$/);
    // The database's own defaults come back with the row.
    expect(a!.accountType).toBe('personal');
    expect(b).toMatchObject({ name: 'Salma', rating: '4.50', locale: 'ar' });
    expect(await accountFactory.one(db, { slug: 'chosen-slug' })).toMatchObject({ slug: 'chosen-slug' });
  });

  it('answers many rows in the order given, across several statements', async () => {
    const names = Array.from({ length: 2_500 }, (_, i) => `Bulk ${i}`);
    const rows = await accountFactory.many(
      db,
      names.map((name) => ({ name })),
    );
    expect(rows.map((r) => r.name)).toEqual(names);
    // Cut into statements of 1,000: the order still holds from one to the next.
    const again = await accountFactory.many(
      db,
      names.slice(0, 2_100).map((name) => ({ name })),
      { perStatement: 1_000 },
    );
    expect(again.map((r) => r.name)).toEqual(names.slice(0, 2_100));
  });

  it('writes inside the caller’s transaction, and nothing stays when it rolls back', async () => {
    let code = '';
    await expect(
      db.transaction(async (tx) => {
        code = (await accountFactory.one(tx, {})).code;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const left = await db.execute(sql`select 1 from users where code = ${code}`);
    expect(left.rows).toHaveLength(0);
  });
});

describe('the service factory', () => {
  it('writes a draft by default, with no parts', async () => {
    const owner = await accountFactory.one(db, {});
    const service = await serviceFactory.one(db, { userId: owner.id });
    expect(service).toMatchObject({ userId: owner.id, status: 'draft', type: 'provided' });
    expect(service.code).toMatch(/^S\d{8}$/);
    const budgets = await db.select().from(serviceBudgets).where(eq(serviceBudgets.serviceId, service.id));
    expect(budgets).toEqual([]);
  });

  it('writes the parts of each service of a batch under its own id', async () => {
    const owner = await accountFactory.one(db, {});
    const mainCategoryId = await seededMain();
    const [tag] = await tagFactory.many(db, [{ categoryId: mainCategoryId }]);
    const written = await serviceFactory.many(db, [
      {
        userId: owner.id,
        status: 'open',
        mainCategoryId,
        pricing: 'plans',
        budgets: [
          { tier: 'basic', price: 10_000n, deliveryDays: 2 },
          { tier: 'premium', price: 30_000n, deliveryDays: 5 },
        ],
        places: [{ countryId: null }],
        tagIds: [tag!.id],
        media: [{ isMain: true }, {}],
      },
      { userId: owner.id, budgets: [{ tier: 'individual', price: 7_000n, deliveryDays: null }] },
    ]);
    const ids = written.map((s) => s.id);
    const budgets = await db
      .select({ serviceId: serviceBudgets.serviceId, tier: serviceBudgets.tier, price: serviceBudgets.price })
      .from(serviceBudgets)
      .where(inArray(serviceBudgets.serviceId, ids))
      .orderBy(asc(serviceBudgets.id));
    expect(budgets.map((b) => [b.serviceId, b.tier, b.price])).toEqual([
      [ids[0], 'basic', 10_000n],
      [ids[0], 'premium', 30_000n],
      [ids[1], 'individual', 7_000n],
    ]);
    const media = await db.select().from(serviceMedia).where(inArray(serviceMedia.serviceId, ids));
    expect(media.map((m) => [m.serviceId, m.isMain, m.kind])).toEqual([
      [ids[0], true, 'image'],
      [ids[0], false, 'image'],
    ]);
    expect(new Set(media.map((m) => m.file)).size).toBe(2);
    const places = await db.select().from(servicePlaces).where(inArray(servicePlaces.serviceId, ids));
    expect(places.map((p) => p.serviceId)).toEqual([ids[0]]);
    const tagged = await db.select().from(serviceTags).where(inArray(serviceTags.serviceId, ids));
    expect(tagged).toEqual([{ serviceId: ids[0], tagId: tag!.id }]);
  });

  it('takes a derived column written as SQL, as a bulk load computes it', async () => {
    const owner = await accountFactory.one(db, {});
    const service = await serviceFactory.one(db, {
      userId: owner.id,
      searchText: 'logo design',
      searchVector: sql`to_tsvector('simple', ${'logo design'})`,
    });
    const found = await db.execute(
      sql`select 1 from services where id = ${service.id} and search_vector @@ to_tsquery('simple', 'logo')`,
    );
    expect(found.rows).toHaveLength(1);
  });
});

describe('the discovery factories', () => {
  it('rate a review with the mean of its four stars unless a rating is given', async () => {
    const [provider, client] = await accountFactory.many(db, [{}, {}]);
    const service = await serviceFactory.one(db, { userId: provider!.id });
    const refs = { serviceId: service.id, providerId: provider!.id, reviewerId: client!.id };
    const [mean, given, five] = await reviewFactory.many(db, [
      { ...refs, attitude: 5, quality: 4, commitment: 5, dealAgain: 3 },
      { ...refs, attitude: 1, quality: 1, commitment: 1, dealAgain: 1, rating: '1.00' },
      refs,
    ]);
    expect(mean!.rating).toBe('4.25');
    expect(given!.rating).toBe('1.00');
    expect(five).toMatchObject({ rating: '5.00', attitude: 5, dealId: null });
  });

  it('keep favourites and follows, and skip rows that exist when asked to', async () => {
    const [a, b] = await accountFactory.many(db, [{}, {}]);
    await favouriteFactory.one(db, { userId: a!.id, kind: 'provider', targetId: b!.id });
    await followFactory.one(db, { followerId: a!.id, followedId: b!.id });
    await expect(followFactory.one(db, { followerId: a!.id, followedId: b!.id })).rejects.toThrow();
    const again = await favouriteFactory.many(db, [{ userId: a!.id, kind: 'provider', targetId: b!.id }], {
      skipExisting: true,
    });
    expect(again).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, a!.id))).toHaveLength(1);
    expect(await db.select().from(follows).where(eq(follows.followerId, a!.id))).toHaveLength(1);
  });

  it('make categories under a parent, and tags in a category', async () => {
    const main = await categoryFactory.one(db, {});
    const [sub] = await categoryFactory.many(db, [
      { parentId: main.id, name: { ar: 'فرعي', en: 'Sub', fr: 'Sous', tr: 'Alt' } },
    ]);
    expect(sub).toMatchObject({ parentId: main.id, servicesCount: 0 });
    const tag = await tagFactory.one(db, { categoryId: sub!.id, slug: 'lettering' });
    expect(tag).toMatchObject({ categoryId: sub!.id, slug: 'lettering', origin: 'team' });
    const rows = await db.select().from(tags).where(eq(tags.categoryId, sub!.id));
    expect(rows).toHaveLength(1);
  });
});

describe('insertRows', () => {
  it('writes nothing for no rows', async () => {
    await expect(insertRows(db, follows, [])).resolves.toEqual([]);
  });
});
