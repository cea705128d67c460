import { SITEMAP_PAGE_SIZE } from '@wasla/shared/business-constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFactory } from '../../db/factories';
import { categoryPair, insertListedService, insertProvider } from '../../test/listed-services';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const slugs: Record<string, string> = {};
let listedProvider = '';
let quietProvider = '';

type Entry = { slug: string; updated_at: string };
type Summary = {
  page_size: number;
  services: { page: number; updated_at: string }[];
  providers: { page: number; updated_at: string }[];
};
const read = async <T>(path: string) => {
  const res = await t.api('GET', path);
  expect(res.statusCode).toBe(200);
  return res.json().data as T;
};
const db = () => t.app.database.db;

beforeAll(async () => {
  t = await createTestApp();
  const { mainId, subId } = await categoryPair(t);
  const p = await insertProvider(t, 'Sitemap Provider');
  const quiet = await insertProvider(t, 'Provider Without Listings');
  listedProvider = p.slug;
  quietProvider = quiet.slug;
  const add = async (key: string, userId: number, status: 'open' | 'holiday' | 'closed' = 'open') => {
    const row = await insertListedService(t, {
      userId,
      names: { en: `Sitemap ${key}` },
      mainCategoryId: mainId,
      categoryId: subId,
      status,
    });
    slugs[key] = row.slug;
    return row.id;
  };
  await add('open', p.id);
  await add('holiday', p.id, 'holiday');
  await add('closed', p.id, 'closed');
  const gone = await add('deleted', p.id);
  await db().execute(sql`update services set deleted_at = now() where id = ${gone}`);
  // Only a closed service: the account is not listed as a provider.
  await add('quiet-closed', quiet.id, 'closed');
  await db().execute(sql`update services set updated_at = '2026-03-01T10:00:00Z'`);
  await db().execute(sql`update users set open_services_count = 0 where id = ${quiet.id}`);
});
afterAll(() => t.close());

describe('sitemap listings', () => {
  it('lists the listed services and providers, not closed, deleted or unlisted ones', async () => {
    const services = await read<Entry[]>('/sitemap/services?page=1');
    expect(services).toEqual([
      { slug: slugs.open, updated_at: '2026-03-01T10:00:00.000Z' },
      { slug: slugs.holiday, updated_at: '2026-03-01T10:00:00.000Z' },
    ]);
    const providers = await read<Entry[]>('/sitemap/providers?page=1');
    expect(providers.map((p) => p.slug)).toContain(listedProvider);
    expect(providers.map((p) => p.slug)).not.toContain(quietProvider);
    expect(providers[0]?.updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('lists published articles of live accounts only, and none while there are none', async () => {
    expect(await read<Entry[]>('/sitemap/articles?page=1')).toEqual([]);
    expect((await read<Summary & { articles: unknown[] }>('/sitemap')).articles).toEqual([]);
    const [owner] = (
      await db().execute<{ id: number }>(sql`select id from users where slug = ${listedProvider}`)
    ).rows;
    for (const [slug, status] of [
      ['sitemap-published', 'published'],
      ['sitemap-waiting', 'pending'],
    ] as const)
      await db().execute(sql`insert into articles (author_id, slug, title, language, body, excerpt, words,
        status, updated_at) values (${owner!.id}, ${slug}, 'An article', 'en', '<p>x</p>', 'x', 1,
        ${status}, '2026-03-02T10:00:00Z')`);
    expect(await read<Entry[]>('/sitemap/articles?page=1')).toEqual([
      { slug: 'sitemap-published', updated_at: '2026-03-02T10:00:00.000Z' },
    ]);
    expect((await read<Summary & { articles: unknown[] }>('/sitemap')).articles).toEqual([
      { page: 1, updated_at: '2026-03-02T10:00:00.000Z' },
    ]);
  });

  it('summarises one page of each while they fit in one', async () => {
    const summary = await read<Summary>('/sitemap');
    expect(summary.page_size).toBe(SITEMAP_PAGE_SIZE);
    expect(summary.services).toEqual([{ page: 1, updated_at: '2026-03-01T10:00:00.000Z' }]);
    expect(summary.providers).toHaveLength(1);
  });

  it('splits a large catalogue into pages of the sitemap size, each dated by its latest change', async () => {
    // As many more listed services as one page holds, all but the last changed long ago.
    const [owner] = (
      await db().execute<{ id: number }>(sql`select id from users where slug = ${listedProvider}`)
    ).rows;
    await serviceFactory.many(
      db(),
      Array.from({ length: SITEMAP_PAGE_SIZE }, (_, i) => ({
        slug: `bulk-${i + 1}`,
        userId: owner!.id,
        status: 'open' as const,
        name: { en: 'Bulk' },
        updatedAt: new Date(i + 1 === SITEMAP_PAGE_SIZE ? '2026-04-02T08:00:00Z' : '2026-01-01T00:00:00Z'),
      })),
    );

    const summary = await read<Summary>('/sitemap');
    // Page 1: the two services above and all but two of the bulk ones; page 2: the last two.
    expect(summary.services).toEqual([
      { page: 1, updated_at: '2026-03-01T10:00:00.000Z' },
      { page: 2, updated_at: '2026-04-02T08:00:00.000Z' },
    ]);
    const first = await read<Entry[]>('/sitemap/services?page=1');
    expect(first).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(first[0]?.slug).toBe(slugs.open);
    const second = await read<Entry[]>('/sitemap/services?page=2');
    expect(second.map((e) => e.slug)).toEqual([`bulk-${SITEMAP_PAGE_SIZE - 1}`, `bulk-${SITEMAP_PAGE_SIZE}`]);
    expect(await read<Entry[]>('/sitemap/services?page=3')).toEqual([]);
    // A page that is not a number reads as the first.
    expect(await read<Entry[]>('/sitemap/services?page=abc')).toHaveLength(SITEMAP_PAGE_SIZE);
  });

  it('needs the API key like every other call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sitemap' });
    expect(res.statusCode).toBe(401);
  });
});
