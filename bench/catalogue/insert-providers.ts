import type { Database } from '@wasla/api/db/client';
import { accountFactory } from '@wasla/api/db/factories/index';
import type { GeneratedProvider } from './plan-providers';

/**
 * Inserts the providers, verified, and answers their ids in plan order. They have no password:
 * nobody signs in as one of them, they only own services and write reviews.
 */
export async function insertProviders(db: Database, providers: GeneratedProvider[]): Promise<number[]> {
  const rows = await accountFactory.many(
    db,
    providers.map((p) => ({
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
  );
  return rows.map((row) => row.id);
}
