import type { Database } from '@wasla/api/db/client';
import { users } from '@wasla/api/db/schema/accounts';
import type { GeneratedProvider } from './plan-providers';

const BATCH = 1_000;

/**
 * Inserts the providers, verified, in batches, and answers their ids in plan order. They have no
 * password: nobody signs in as one of them, they only own services and write reviews.
 */
export async function insertProviders(db: Database, providers: GeneratedProvider[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < providers.length; start += BATCH) {
    const slice = providers.slice(start, start + BATCH);
    const rows = await db
      .insert(users)
      .values(
        slice.map((p) => ({
          code: p.code,
          slug: p.slug,
          name: p.name,
          email: p.email,
          phoneNumber: p.phone,
          countryCode: p.country.phoneCode,
          accountType: p.type,
          gender: p.gender,
          countryId: p.country.id,
          stateId: p.stateId,
          cityId: p.cityId,
          locale: p.lang,
          currencyId: p.currencyId,
          avatarPath: p.avatar,
          emailVerifiedAt: p.createdAt,
          phoneVerifiedAt: p.createdAt,
          views: p.views,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(rows.map((r) => [r.email, r.id]));
    for (const p of slice) ids.push(idByEmail.get(p.email)!);
  }
  return ids;
}
