import type { Country, Currency } from '@wasla/shared/contracts/catalogue';
import { type Language, localize } from '@wasla/shared/languages';
import { errors } from '../../lib/http/app-error';
import type { GeographyRepository } from './geography.repository';

type CurrencyRow = Awaited<ReturnType<GeographyRepository['currencies']>>[number];

/** A currency option reads "currency_name (currency)", e.g. "UAE Dirham (AED)". */
export function presentCurrency(row: CurrencyRow, lang: Language): Currency {
  const name = localize(row.name, lang);
  return {
    id: row.id,
    code: row.code,
    currency: row.code,
    currency_name: name,
    minor_units: row.minorUnits,
    label: `${name} (${row.code})`,
  };
}

export function createGeographyService(repo: GeographyRepository) {
  return {
    async countries(lang: Language): Promise<Country[]> {
      return (await repo.countries()).map(({ country, currency }) => ({
        id: country.id,
        code: country.code,
        name: localize(country.name, lang),
        phone_code: country.phoneCode,
        phone_digits: country.phoneDigits,
        flag: country.flag,
        timezone: country.timezone,
        currency: currency.code,
        currency_name: localize(currency.name, lang),
      }));
    },

    async states(countryId: number, lang: Language) {
      if (!(await repo.countryExists(countryId))) throw errors.notFound('country_not_found');
      return (await repo.statesOf(countryId)).map((s) => ({
        id: s.id,
        country_id: s.countryId,
        code: s.code,
        name: localize(s.name, lang),
      }));
    },

    async cities(stateId: number, lang: Language) {
      if (!(await repo.stateExists(stateId))) throw errors.notFound('state_not_found');
      return (await repo.citiesOf(stateId)).map((c) => ({
        id: c.id,
        state_id: c.stateId,
        name: localize(c.name, lang),
      }));
    },

    async currencies(lang: Language) {
      return (await repo.currencies()).map((row) => presentCurrency(row, lang));
    },

    async exchangeRate(from: string, to: string) {
      const row = await repo.exchangeRate(from, to);
      if (!row) throw errors.notFound('currency_not_found');
      return { from, to, rate: row.rate, updated_at: new Date(row.updated_at).toISOString() };
    },
  };
}

export type GeographyService = ReturnType<typeof createGeographyService>;
