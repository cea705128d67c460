import { SERVICE_MIN_PRICE_AED } from '@wasla/shared/business-constants';
import type { LocalizedText } from '@wasla/shared/languages';
import { asc, eq } from 'drizzle-orm';
import { createServicesRepository } from '../../../modules/services/services.repository';
import type { Database } from '../../client';
import {
  categories,
  categoryProperties,
  cities,
  countries,
  currencies,
  propertyOptions,
  states,
  tags,
} from '../../schema/catalogue';

export type CatalogueCategory = { id: number; slug: string; parentId: number | null; name: LocalizedText };
export type CatalogueCurrency = {
  id: number;
  code: string;
  minorUnits: number;
  /** Units of this currency that one dirham buys. */
  perAed: number;
  /** The lowest price a service may ask, in minor units (the AED minimum converted). */
  minimum: bigint;
};
export type CatalogueCountry = {
  id: number;
  code: string;
  phoneCode: string;
  phoneDigits: number[];
  currencyId: number;
  states: { id: number; cityIds: number[] }[];
};

/**
 * What the demo marketplace is built on, read from the seeded catalogue by slug and code: the seed
 * data keeps ids out of its files, so it fits any database the catalogue seed has filled.
 */
export type Catalogue = {
  categoryBySlug: Map<string, CatalogueCategory>;
  allCategoryIds: number[];
  /** Tags of each main category, by its id. */
  tagsOf: Map<number, number[]>;
  /** Properties of each main category with their option ids, by its id. */
  propertiesOf: Map<number, { id: number; optionIds: number[] }[]>;
  currencyByCode: Map<string, CatalogueCurrency>;
  currencyById: Map<number, CatalogueCurrency>;
  countryByCode: Map<string, CatalogueCountry>;
  countries: CatalogueCountry[];
};

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

export async function readCatalogue(db: Database): Promise<Catalogue> {
  const categoryRows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      parentId: categories.parentId,
      name: categories.name,
    })
    .from(categories);
  const tagRows = await db
    .select({ id: tags.id, categoryId: tags.categoryId })
    .from(tags)
    .orderBy(asc(tags.id));
  const optionRows = await db
    .select({
      propertyId: categoryProperties.id,
      categoryId: categoryProperties.categoryId,
      optionId: propertyOptions.id,
    })
    .from(categoryProperties)
    .innerJoin(propertyOptions, eq(propertyOptions.propertyId, categoryProperties.id))
    .orderBy(asc(categoryProperties.sortOrder), asc(propertyOptions.sortOrder));
  const currencyRows = await db.select().from(currencies);
  // The same conversion and rounding the service editor applies, so no demo price is refused on edit.
  const minimums = await createServicesRepository(db).minimumPrices(SERVICE_MIN_PRICE_AED);
  const countryRows = await db.select().from(countries).orderBy(asc(countries.sortOrder));
  const stateRows = await db.select().from(states).orderBy(asc(states.sortOrder));
  const cityRows = await db
    .select({ id: cities.id, stateId: cities.stateId })
    .from(cities)
    .orderBy(asc(cities.sortOrder));

  const aedPerUsd = Number(currencyRows.find((c) => c.code === 'AED')?.usdRate ?? 1);
  const currencyList = currencyRows.map((c) => ({
    id: c.id,
    code: c.code,
    minorUnits: c.minorUnits,
    perAed: Number(c.usdRate) / aedPerUsd,
    minimum: BigInt(minimums.find((m) => m.id === c.id)?.minimum ?? 0),
  }));
  const citiesOf = groupBy(cityRows, (c) => c.stateId);
  const statesOf = groupBy(stateRows, (s) => s.countryId);
  const countryList = countryRows.map((c) => ({
    id: c.id,
    code: c.code,
    phoneCode: c.phoneCode,
    phoneDigits: c.phoneDigits,
    currencyId: c.currencyId,
    states: (statesOf.get(c.id) ?? []).map((s) => ({
      id: s.id,
      cityIds: (citiesOf.get(s.id) ?? []).map((city) => city.id),
    })),
  }));
  const propertiesOf = new Map<number, { id: number; optionIds: number[] }[]>();
  for (const [categoryId, rows] of groupBy(optionRows, (r) => r.categoryId)) {
    propertiesOf.set(
      categoryId,
      [...groupBy(rows, (r) => r.propertyId)].map(([id, options]) => ({
        id,
        optionIds: options.map((o) => o.optionId),
      })),
    );
  }

  return {
    categoryBySlug: new Map(categoryRows.map((c) => [c.slug, c])),
    allCategoryIds: categoryRows.map((c) => c.id),
    tagsOf: new Map(
      [...groupBy(tagRows, (t) => t.categoryId)].map(([categoryId, rows]) => [
        categoryId ?? 0,
        rows.map((t) => t.id),
      ]),
    ),
    propertiesOf,
    currencyByCode: new Map(currencyList.map((c) => [c.code, c])),
    currencyById: new Map(currencyList.map((c) => [c.id, c])),
    countryByCode: new Map(countryList.map((c) => [c.code, c])),
    countries: countryList,
  };
}
