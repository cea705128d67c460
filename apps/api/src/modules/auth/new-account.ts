import { randomInt } from 'node:crypto';
import { unicodeSlug } from '@wasla/shared/slugify';
import { errors } from '../../lib/http/app-error';
import type { UsersRepository } from './users.repository';

export type NewAccount = Parameters<UsersRepository['insert']>[0];

/**
 * The readable part of an account's address, in the name's own script: "هند السيد" -> "هند-السيد",
 * "Burak Çelik" -> "burak-celik". A name of symbols only falls back to "user".
 */
export const accountSlugBase = (name: string) => unicodeSlug(name, 40) || 'user';

/**
 * Inserts an account with a random public code (W and 8 digits) and a slug from its name. `insert`
 * answers undefined when the code was taken meanwhile; a clash is rare, and another draw settles it.
 */
export async function insertWithFreshIdentifiers<Row>(
  insert: (values: NewAccount) => Promise<Row | undefined>,
  values: Omit<NewAccount, 'code' | 'slug'>,
): Promise<Row> {
  const base = accountSlugBase(values.name);
  for (let attempt = 0; attempt < 5; attempt++) {
    const suffix = randomInt(36 ** 4, 36 ** 5).toString(36);
    const row = await insert({
      ...values,
      code: `W${randomInt(10_000_000, 99_999_999)}`,
      slug: `${base}-${suffix}`,
    });
    if (row) return row;
  }
  throw errors.server();
}
