import type { Language } from '@wasla/shared/languages';
import { eq, inArray, or } from 'drizzle-orm';
import { accountSlugBase } from '../../../modules/auth/new-account';
import type { Database } from '../../client';
import { accountFactory } from '../../factories';
import { users } from '../../schema/accounts';
import type { Catalogue, CatalogueCountry } from './catalogue';
import type { DemoAccount } from './demo-content';
import type { Random } from './random';

/** Every demo account's e-mail ends with this: it is how the seed knows it has already run. */
export const DEMO_EMAIL_DOMAIN = 'demo.wasla.ae';

// Accounts from these countries price in US dollars, as many providers there do: their own currencies
// count in such large numbers that prices become hard to read.
const DOLLAR_COUNTRIES = new Set(['LB', 'SY', 'IQ', 'PS', 'LY']);
// The first digit of a mobile number, so demo numbers look like the country's mobiles.
const MOBILE_PREFIX: Record<string, string> = { EG: '1', FR: '6', MA: '6', JO: '7', IQ: '7', OM: '9' };
const DAY_MS = 86_400_000;

export type PlannedAccount = Omit<DemoAccount, 'country'> & {
  code: string;
  slug: string;
  email: string;
  phoneCode: string;
  phone: string;
  country: CatalogueCountry;
  stateId: number;
  cityId: number;
  currencyId: number;
  createdAt: Date;
  views: number;
  /** Which generated avatar the account shows, if any. */
  avatar: number | null;
};

const drawCode = (random: Random) => `W${random.int(10_000_000, 99_999_999)}`;
// As sign-up makes them: the name in its own script and a suffix.
const drawSlug = (random: Random, name: string) =>
  `${accountSlugBase(name)}-${random.int(36 ** 4, 36 ** 5 - 1).toString(36)}`;
const drawPhone = (random: Random, country: CatalogueCountry) => {
  const length = country.phoneDigits[0] ?? 9;
  const prefix = MOBILE_PREFIX[country.code] ?? '5';
  return prefix + random.digits(length - prefix.length);
};

export const isPersonLike = (type: DemoAccount['type']) =>
  type === 'personal' || type === 'free_trader' || type === 'agent';

export function planAccounts(
  random: Random,
  demo: DemoAccount[],
  catalogue: Catalogue,
  now: Date,
  avatarCounts: { people: number; emblems: number },
): PlannedAccount[] {
  return demo.map((account) => {
    const country = catalogue.countryByCode.get(account.country);
    if (!country) throw new Error(`demo account ${account.login}: no country ${account.country}`);
    // Most people live in the first, larger states of their country.
    const state = random.pick(country.states.slice(0, 3));
    const currencyId = DOLLAR_COUNTRIES.has(country.code)
      ? catalogue.currencyByCode.get('USD')!.id
      : country.currencyId;
    const person = isPersonLike(account.type);
    return {
      ...account,
      code: drawCode(random),
      slug: drawSlug(random, account.name),
      email: `${account.login}@${DEMO_EMAIL_DOMAIN}`,
      phoneCode: country.phoneCode,
      phone: drawPhone(random, country),
      country,
      stateId: state.id,
      cityId: random.pick(state.cityIds),
      currencyId,
      createdAt: new Date(now.getTime() - random.int(200, 420) * DAY_MS - random.int(0, DAY_MS)),
      views: Math.round(40 + 1500 * random.next() ** 2),
      avatar: random.chance(0.85)
        ? person
          ? random.int(0, avatarCounts.people - 1)
          : avatarCounts.people + random.int(0, avatarCounts.emblems - 1)
        : null,
    };
  });
}

/**
 * Codes, slugs and phone numbers are drawn, so on a database that already has real accounts one of
 * them could be taken; those few are drawn again until none is.
 */
export async function avoidTakenIdentifiers(db: Database, random: Random, accounts: PlannedAccount[]) {
  for (let round = 0; round < 10; round++) {
    // Two demo accounts could draw the same code or number too.
    const seen = new Set<string>();
    for (const account of accounts) {
      while (seen.has(account.code)) account.code = drawCode(random);
      while (seen.has(account.phone)) account.phone = drawPhone(random, account.country);
      seen.add(account.code).add(account.phone);
    }
    const taken = await db
      .select({ code: users.code, slug: users.slug, phone: users.phoneNumber })
      .from(users)
      .where(
        or(
          inArray(
            users.code,
            accounts.map((a) => a.code),
          ),
          inArray(
            users.slug,
            accounts.map((a) => a.slug),
          ),
          inArray(
            users.phoneNumber,
            accounts.map((a) => a.phone),
          ),
        ),
      );
    if (!taken.length) return;
    for (const account of accounts) {
      if (taken.some((t) => t.code === account.code)) account.code = drawCode(random);
      if (taken.some((t) => t.slug === account.slug)) account.slug = drawSlug(random, account.name);
      if (taken.some((t) => t.phone === account.phone)) account.phone = drawPhone(random, account.country);
    }
  }
  throw new Error('could not draw free identifiers for the demo accounts');
}

/** Inserts the accounts, verified and able to sign in, and answers their ids in plan order. */
export async function insertAccounts(
  db: Database,
  accounts: PlannedAccount[],
  passwordHash: string,
): Promise<number[]> {
  const rows = await accountFactory.many(
    db,
    accounts.map((a) => ({
      code: a.code,
      slug: a.slug,
      name: a.name,
      email: a.email,
      phoneNumber: a.phone,
      countryCode: a.phoneCode,
      passwordHash,
      accountType: a.type,
      bio: a.bio,
      gender: a.gender,
      experiences: a.experiences,
      countryId: a.country.id,
      stateId: a.stateId,
      cityId: a.cityId,
      locale: a.lang satisfies Language,
      currencyId: a.currencyId,
      emailVerifiedAt: a.createdAt,
      phoneVerifiedAt: a.createdAt,
      views: a.views,
      createdAt: a.createdAt,
      updatedAt: a.createdAt,
    })),
  );
  return rows.map((row) => row.id);
}

export async function setAvatars(db: Database, accountIds: number[], avatarFiles: (string | null)[]) {
  for (const [index, avatarPath] of avatarFiles.entries()) {
    if (avatarPath) await db.update(users).set({ avatarPath }).where(eq(users.id, accountIds[index]!));
  }
}
