import type { Database } from '@wasla/api/db/client';
import { accountFactory, serviceFactory } from '@wasla/api/db/factories/index';
import { seedGeography, seedPaidFeatures } from '@wasla/api/db/seed/catalogue-seed';
import { createSessionService } from '@wasla/api/modules/auth/session.service';
import { createSessionsRepository } from '@wasla/api/modules/auth/sessions.repository';
import { chatRepository } from '@wasla/api/modules/chat/chat.repository';
import { createLedger } from '@wasla/api/modules/ledger/ledger';
import { refreshListingFacts } from '@wasla/api/modules/search/search-document.repository';
import { recountListings } from '@wasla/api/modules/services/listing-counts.repository';
import { sql } from 'drizzle-orm';

export type Member = { id: number; token: string };
/** A client and a provider: the provider's service, the client's funded wallet, their conversation. */
export type MixedPair = { client: Member; provider: Member; service: number; conversation: number };
export type MixedSetup = {
  pairs: MixedPair[];
  /** What visitors browse: main categories with services, and some listed services to open. */
  mainCategoryIds: number[];
  serviceIds: number[];
};

const FUNDS = 10_000_000_00n;
const NAMES = ['Logo design', 'Website translation', 'Product photos', 'تصميم شعار', 'ترجمة موقع'];

/**
 * Writes what the mixed load needs into the database: `pairs` client–provider pairs (verified
 * accounts with a session each, minted here rather than through a hundred password checks), each
 * provider with an open listed service at AED 150, each client's wallet funded on the ledger, and
 * one conversation per pair. Whatever the database already lists (the benchmark catalogue, if it is
 * that database) is browsed too.
 */
export async function setUpMixedLoad(db: Database, pairs: number): Promise<MixedSetup> {
  await seedGeography(db);
  await seedPaidFeatures(db);
  const sessions = createSessionService(createSessionsRepository(db));
  const ledger = createLedger();
  const [aed] = (await db.execute<{ id: number }>(sql`select id from currencies where code = 'AED'`)).rows;
  const mains = (
    await db.execute<{ id: number; sub: number | null }>(sql`
      select m.id, (select c.id from categories c where c.parent_id = m.id order by c.id limit 1) as sub
      from categories m where m.parent_id is null order by m.id`)
  ).rows;
  const tag = Date.now();
  const member = async (id: number) => ({ id, token: (await sessions.start(id, {})).tokens.token });
  const made: MixedPair[] = [];
  for (let i = 0; i < pairs; i++) {
    const [client, provider] = await accountFactory.many(
      db,
      ['client', 'provider'].map((role) => ({
        name: `Mixed ${role} ${i}`,
        code: `MX${tag}${role[0]}${i}`,
        slug: `mixed-${role}-${tag}-${i}`,
        email: `mixed-${role}-${tag}-${i}@example.com`,
        emailVerifiedAt: new Date(),
      })),
      { returning: true },
    );
    const category = mains[i % mains.length]!;
    const service = await serviceFactory.one(db, {
      userId: provider!.id,
      code: `MXS${tag}${i}`,
      slug: `mixed-service-${tag}-${i}`,
      type: 'provided',
      status: 'open',
      name: { en: `${NAMES[i % NAMES.length]} ${i}` },
      mainCategoryId: category.id,
      categoryId: category.sub,
      currencyId: aed!.id,
      pricing: 'individual',
      publishedAt: new Date(),
      budgets: [{ tier: 'individual', price: 150_00n, deliveryDays: 3 }],
      media: [{ kind: 'image', isMain: true }],
    });
    await refreshListingFacts(db, service.id);
    await recountListings(db, [{ userId: provider!.id, categoryIds: [category.id, category.sub] }]);
    await ledger.transfer(db, {
      kind: 'bank_top_up',
      currency: 'AED',
      legs: [
        { account: { kind: 'bank' }, amount: -FUNDS },
        { account: { kind: 'user_available', userId: client!.id }, amount: FUNDS },
      ],
    });
    made.push({
      client: await member(client!.id),
      provider: await member(provider!.id),
      service: service.id,
      conversation: await chatRepository.openPair(db, client!.id, provider!.id),
    });
  }
  const listed = await db.execute<{ id: number; main_category_id: number }>(sql`
    select s.id, s.main_category_id from services s
    where s.status = 'open' and s.deleted_at is null and s.published_at is not null
    order by s.id desc limit 500`);
  return {
    pairs: made,
    mainCategoryIds: [...new Set(listed.rows.map((r) => Number(r.main_category_id)))],
    serviceIds: listed.rows.map((r) => Number(r.id)),
  };
}
