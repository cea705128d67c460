import type { CatalogueCountry } from '@wasla/api/db/seed/marketplace/catalogue';
import type { Random } from '@wasla/api/db/seed/marketplace/random';
import type { AccountType } from '@wasla/shared/contracts/auth';
import type { Language } from '@wasla/shared/languages';
import { slugify } from '@wasla/shared/slugify';
import type { CatalogueSource } from './catalogue-source';
import { BUSINESS_PATTERNS, COUNTRIES_OF, FAMILY_NAMES, GIVEN_NAMES } from './words/people-names';

/** Every generated provider's e-mail ends with this: it is how a second run knows the catalogue is there. */
export const GENERATED_EMAIL_DOMAIN = 'catalogue.wasla.test';

// As the demo seed does: these countries' own currencies count in numbers too large to read.
const DOLLAR_COUNTRIES = new Set(['LB', 'SY', 'IQ', 'PS', 'LY']);
const LANGUAGE_WEIGHTS: [Language, number][] = [
  ['ar', 50],
  ['en', 20],
  ['fr', 15],
  ['tr', 15],
];
const DAY_MS = 86_400_000;

export type GeneratedProvider = {
  code: string;
  slug: string;
  name: string;
  email: string;
  phone: string;
  lang: Language;
  type: AccountType;
  gender: 'male' | 'female' | 'unspecified';
  country: CatalogueCountry;
  stateId: number;
  cityId: number;
  currencyId: number;
  /** Indexes into the source's main categories: where this provider's services are drawn from. */
  mains: number[];
  /** How many services this provider gets relative to others: a few are far busier than most. */
  weight: number;
  avatar: string | null;
  createdAt: Date;
  views: number;
};

function drawName(random: Random, lang: Language, business: boolean) {
  const given = random.pick(GIVEN_NAMES[lang]);
  const family = random.pick(FAMILY_NAMES[lang]);
  if (!business) return `${given} ${family}`;
  return random.pick(BUSINESS_PATTERNS[lang]).replace('{name}', family);
}

export function planProviders(
  random: Random,
  count: number,
  source: CatalogueSource,
  now: Date,
): GeneratedProvider[] {
  const codes = new Set(source.takenUserCodes);
  return Array.from({ length: count }, (_, index) => {
    const lang = LANGUAGE_WEIGHTS[random.weighted(LANGUAGE_WEIGHTS.map(([, w]) => w))]![0];
    const business = random.chance(0.15);
    const name = drawName(random, lang, business);
    const places = COUNTRIES_OF[lang];
    const countryCode = places[random.weighted(places.map((p) => p.weight))]!.code;
    const country = source.catalogue.countryByCode.get(countryCode);
    if (!country) throw new Error(`no country ${countryCode} in the catalogue`);
    const state = random.pick(country.states.slice(0, 3));
    let code: string;
    do code = `W${random.int(10_000_000, 99_999_999)}`;
    while (codes.has(code));
    codes.add(code);
    return {
      code,
      // The index keeps slugs unique without asking the database, as a sign-up suffix would.
      slug: `${slugify(name) || 'user'}-${index.toString(36)}g`,
      name,
      email: `provider-${index}@${GENERATED_EMAIL_DOMAIN}`,
      // Unique by construction: a number that only this provider has.
      phone: `5${String(index).padStart(8, '0')}`,
      lang,
      type: business ? random.pick(['company', 'establishment', 'agent'] as const) : 'personal',
      gender: business ? 'unspecified' : random.pick(['male', 'female', 'unspecified'] as const),
      country,
      stateId: state.id,
      cityId: random.pick(state.cityIds),
      currencyId: DOLLAR_COUNTRIES.has(country.code)
        ? source.catalogue.currencyByCode.get('USD')!.id
        : country.currencyId,
      mains: random.sample(
        source.mains.map((_, i) => i),
        random.int(1, 3),
      ),
      weight: 1 + 40 * random.next() ** 4,
      avatar: source.avatars.length && random.chance(0.8) ? random.pick(source.avatars) : null,
      createdAt: new Date(now.getTime() - random.int(370, 900) * DAY_MS),
      views: Math.round(20 + 3000 * random.next() ** 3),
    };
  });
}
