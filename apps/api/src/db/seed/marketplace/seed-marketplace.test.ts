import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICE_MIN_PRICE_AED } from '@wasla/shared/business-constants';
import { isComplete } from '@wasla/shared/service-rules/completeness';
import { visibleLength } from '@wasla/shared/validation-rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../../../modules/auth/password-hasher';
import { createMediaStore, type MediaStore } from '../../../modules/media/media-store';
import { createServicePartsRepository } from '../../../modules/services/service-parts.repository';
import { serviceProblems } from '../../../modules/services/services.presenter';
import { createServicesRepository, type ServiceRow } from '../../../modules/services/services.repository';
import { cloneTestDatabase, type TestDatabase } from '../../../test/test-database';
import { IN_MEMORY } from '../../client';
import { services } from '../../schema/services';
import { DEMO_EMAIL_DOMAIN, planAccounts } from './accounts';
import { readCatalogue } from './catalogue';
import { loadDemoContent } from './demo-content';
import { DEMO_PASSWORD_FILE, demoPasswordIn } from './demo-password';
import { createRandom } from './random';
import { DEMO_SEEDS, type MarketplaceSeedResult, seedDemoMarketplace } from './seed-marketplace';
import { planServices } from './service-plan';

let database: TestDatabase;
let store: MediaStore;
let first: MarketplaceSeedResult;
// Drawn for this installation; none is written in the source.
const password = demoPasswordIn(IN_MEMORY);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await database.handle.db.execute(query)).rows as T[];
const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(query))[0]!;
const LISTED = sql`status in ('open', 'holiday') and deleted_at is null`;
const countsOf = () =>
  one<{
    users: number;
    services: number;
    reviews: number;
    media: number;
    tags: number;
    articles: number;
  }>(sql`
    select (select count(*)::int from users) as users, (select count(*)::int from services) as services,
           (select count(*)::int from reviews) as reviews, (select count(*)::int from service_media) as media,
           (select count(*)::int from tags) as tags, (select count(*)::int from articles) as articles`);

beforeAll(async () => {
  database = await cloneTestDatabase(inject('templateDatabase'));
  store = await createMediaStore(IN_MEMORY);
  first = await seedDemoMarketplace(database.handle.db, store, password);
}, 120_000);
afterAll(async () => {
  await store.close();
  await database.drop();
});

describe('the demo password', () => {
  it('is drawn at random for each installation and kept for the next start', async () => {
    expect(demoPasswordIn(IN_MEMORY)).not.toBe(password);
    const dir = await mkdtemp(join(tmpdir(), 'wasla-demo-'));
    try {
      const kept = demoPasswordIn(dir);
      expect(kept).toMatch(/^Demo-[\w-]{16}$/);
      expect(demoPasswordIn(dir)).toBe(kept);
      expect((await readFile(join(dir, DEMO_PASSWORD_FILE), 'utf8')).trim()).toBe(kept);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the demo marketplace', () => {
  it('creates at least 40 verified providers who can sign in with the shared password', async () => {
    expect(first.created).toBe(true);
    const providers = await rows<{ type: string; hash: string; listed: number; phone: string | null }>(sql`
      select account_type as type, password_hash as hash, open_services_count as listed, phone_number as phone
      from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`}
        and email_verified_at is not null and phone_verified_at is not null`);
    expect(providers.filter((p) => p.listed > 0).length).toBeGreaterThanOrEqual(40);
    expect(new Set(providers.map((p) => p.type)).size).toBe(8);
    // Hashed once: every account holds the very same hash, and it is the demo password's.
    expect(new Set(providers.map((p) => p.hash)).size).toBe(1);
    expect(await verifyPassword(providers[0]!.hash, password)).toBe(true);
  });

  it('lists at least 200 services across every main category and most sub categories', async () => {
    const listed = await one<{ n: number; mains: number; subs: number }>(sql`
      select count(*)::int as n, count(distinct main_category_id)::int as mains,
             count(distinct category_id)::int as subs from services where ${LISTED}`);
    const catalogue = await one<{ mains: number; subs: number }>(sql`
      select count(*) filter (where parent_id is null)::int as mains,
             count(*) filter (where parent_id is not null)::int as subs from categories`);
    expect(listed.n).toBeGreaterThanOrEqual(200);
    expect(listed.mains).toBe(catalogue.mains);
    expect(listed.subs).toBeGreaterThan(catalogue.subs / 2);
    const types = await rows<{ type: string }>(sql`select distinct type from services`);
    expect(types.map((t) => t.type).sort()).toEqual(['provided', 'requested']);
  });

  it('gives every service at least three pictures, one main, whose files are in the store', async () => {
    const media = await rows<{ service_id: number; file: string; thumb: string; is_main: boolean }>(
      sql`select service_id, file, thumb, is_main from service_media where kind = 'image'`,
    );
    const byService = new Map<number, typeof media>();
    for (const m of media) byService.set(m.service_id, [...(byService.get(m.service_id) ?? []), m]);
    const total = await one<{ n: number }>(sql`select count(*)::int as n from services`);
    expect(byService.size).toBe(total.n);
    for (const pictures of byService.values()) {
      expect(pictures.length).toBeGreaterThanOrEqual(3);
      expect(pictures.filter((p) => p.is_main)).toHaveLength(1);
    }
    for (const picture of media) {
      expect(await store.open('services', picture.file)).toBeDefined();
      expect(await store.open('services', picture.thumb)).toBeDefined();
    }
  });

  it('names every service in Arabic and English, most also in French and Turkish', async () => {
    const all = await rows<{ name: Record<string, string>; description: Record<string, string> }>(
      sql`select name, description from services`,
    );
    for (const service of all) {
      expect(service.name.ar && service.name.en).toBeTruthy();
      for (const [lang, text] of Object.entries(service.description)) {
        expect(service.name[lang]!.length).toBeGreaterThanOrEqual(10);
        expect(visibleLength(text)).toBeGreaterThanOrEqual(30);
        expect(visibleLength(text)).toBeLessThanOrEqual(255);
      }
    }
    expect(all.filter((s) => s.name.fr).length).toBeGreaterThan(all.length / 2);
    expect(all.filter((s) => s.name.tr).length).toBeGreaterThan(all.length / 2);
    expect(new Set(all.map((s) => s.name.ar)).size).toBe(all.length);
  });

  it('passes the publishing rules the service editor applies', async () => {
    const parts = createServicePartsRepository(database.handle.db);
    const minimums = await createServicesRepository(database.handle.db).minimumPrices(SERVICE_MIN_PRICE_AED);
    const all = (await database.handle.db.select().from(services)) as ServiceRow[];
    for (const row of all) {
      const minimum = BigInt(minimums.find((m) => m.id === row.currencyId)!.minimum);
      const bundle = await parts.bundleOf(row.id, row.currencyId);
      expect(isComplete(serviceProblems(row, bundle, minimum)), row.code).toBe(true);
      expect(row.slug.endsWith(`-${row.code.toLowerCase()}`)).toBe(true);
      expect(bundle.extraOptions.every((o) => o.price >= minimum)).toBe(true);
    }
  }, 60_000);

  it('keeps ratings equal to the mean of the reviews', async () => {
    const reviews = await one<{ n: number; self: number }>(sql`
      select count(*)::int as n, count(*) filter (where reviewer_id = provider_id)::int as self from reviews`);
    expect(reviews.n).toBeGreaterThan(200);
    expect(reviews.self).toBe(0);
    const wrongServices = await one<{ n: number }>(sql`
      select count(*)::int as n from services s
      where s.rating <> coalesce((select round(avg(r.rating), 2) from reviews r where r.service_id = s.id), 0)
         or s.ratings_count <> (select count(*) from reviews r where r.service_id = s.id)`);
    const wrongProviders = await one<{ n: number }>(sql`
      select count(*)::int as n from users u
      where u.rating <> coalesce((select round(avg(r.rating), 2) from reviews r where r.provider_id = u.id), 0)
         or u.ratings_count <> (select count(*) from reviews r where r.provider_id = u.id)`);
    expect(wrongServices.n).toBe(0);
    expect(wrongProviders.n).toBe(0);
  });

  it('leaves the stored counts and search documents as publishing does', async () => {
    const wrongCounts = await one<{ n: number }>(sql`
      select count(*)::int as n from categories c where c.services_count <> (
        select count(*) from services s where ${LISTED}
          and (s.category_id = c.id or (s.category_id is null and s.main_category_id = c.id)))`);
    expect(wrongCounts.n).toBe(0);
    const counted = await one<{ n: number }>(sql`select sum(services_count)::int as n from categories`);
    expect(counted.n).toBeGreaterThanOrEqual(200);
    const wrongAccounts = await one<{ n: number }>(sql`
      select count(*)::int as n from users u where u.open_services_count <> (
        select count(*) from services s where s.user_id = u.id and ${LISTED})`);
    expect(wrongAccounts.n).toBe(0);
    const missing = await one<{ n: number }>(sql`
      select count(*)::int as n from services
      where search_vector is null or search_text = '' or min_price is null or published_at is null`);
    expect(missing.n).toBe(0);
    // Arabic search words with the article and in the plural reach the services written with them.
    const found = await one<{ n: number }>(sql`
      select count(*)::int as n from services where search_vector @@ plainto_tsquery('arabic', 'تصاميم')`);
    expect(found.n).toBeGreaterThan(0);
  });

  it('draws the same marketplace on every run', async () => {
    const content = loadDemoContent();
    const catalogue = await readCatalogue(database.handle.db);
    const now = new Date('2025-06-01T12:00:00Z');
    const draw = () => {
      const accounts = planAccounts(createRandom(DEMO_SEEDS.accounts), content.accounts, catalogue, now, {
        people: 8,
        emblems: 4,
      });
      const picturesOf = () => [0, 1, 2];
      const planned = planServices(createRandom(DEMO_SEEDS.services), content, catalogue, accounts, {
        now,
        servicesLimit: 5,
        picturesOf,
        genericPictures: [3],
      });
      return { accounts, planned };
    };
    expect(draw()).toEqual(draw());
    // The stored accounts are the drawn ones: same codes and slugs, whatever the day.
    const stored = await rows<{ code: string; slug: string }>(
      sql`select code, slug from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`} order by id`,
    );
    expect(stored).toEqual(draw().accounts.map((a) => ({ code: a.code, slug: a.slug })));
  });

  it('publishes a few articles in the four languages, one translating another', async () => {
    const articles = await rows<{ language: string; status: string; translation_of: number | null }>(
      sql`select language, status, translation_of from articles order by id`,
    );
    expect(new Set(articles.map((a) => a.language))).toEqual(new Set(['ar', 'en', 'fr', 'tr']));
    expect(articles.every((a) => a.status === 'published')).toBe(true);
    expect(articles.filter((a) => a.translation_of !== null)).toHaveLength(1);
  });

  it('adds nothing when run again', async () => {
    const before = await countsOf();
    const folder = join(store.where, 'services');
    const files = (await readdir(folder)).length;
    await expect(seedDemoMarketplace(database.handle.db, store, password)).resolves.toEqual({
      created: false,
    });
    expect(await countsOf()).toEqual(before);
    expect((await readdir(folder)).length).toBe(files);
  });
});
