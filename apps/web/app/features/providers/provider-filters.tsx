import type { Language } from '@wasla/shared/languages';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { type PlaceOption, usePlaceLists } from '../catalogue/use-place-lists';
import { ANY, type ProviderListingState, providerListingHref } from './provider-listing-url';

const RATINGS = [4, 3, 2, 1];
const keyOf = (value: string | undefined) => value ?? ANY;
const idOf = (key: Key | null) => (key === null || key === ANY ? null : Number(key));

/**
 * The filters of the providers listing as one GET form: it works without scripts, and the loader
 * turns what it sends ("any" included) into the listing's canonical address.
 */
export function ProviderFilters({
  lang,
  categories,
  countries,
  initialStates,
  initialCities,
  state,
}: {
  lang: Language;
  categories: { id: number; name: string }[];
  countries: PlaceOption[];
  initialStates: PlaceOption[];
  initialCities: PlaceOption[];
  state: ProviderListingState;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<Key>(keyOf(state.country_id));
  const [region, setRegion] = useState<Key>(keyOf(state.state_id));
  const [city, setCity] = useState<Key>(keyOf(state.city_id));
  const places = usePlaceLists(lang, { states: initialStates, cities: initialCities });
  const any = { id: ANY, name: t('listing.any') };

  return (
    <Form method="get" action={`/${lang}/providers`} className="flex flex-col gap-5">
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      {state.per_page ? <input type="hidden" name="per_page" value={state.per_page} /> : null}

      <TextField
        label={t('providers.name')}
        name="name"
        type="search"
        defaultValue={state.name ?? ''}
        maxLength={100}
      />
      <SelectField
        label={t('listing.main_category')}
        name="main_category_id"
        defaultValue={keyOf(state.main_category_id)}
        options={[{ id: ANY, name: t('listing.all_categories') }, ...categories]}
      />
      <SelectField
        label={t('listing.country')}
        name="country_id"
        value={country}
        onChange={(key) => {
          setCountry(key ?? ANY);
          setRegion(ANY);
          setCity(ANY);
          places.setCities([]);
          void places.load('states', idOf(key));
        }}
        options={[any, ...countries]}
      />
      {country !== ANY && places.states.length ? (
        <SelectField
          label={t('listing.state')}
          name="state_id"
          value={region}
          onChange={(key) => {
            setRegion(key ?? ANY);
            setCity(ANY);
            void places.load('cities', idOf(key));
          }}
          options={[any, ...places.states]}
        />
      ) : null}
      {region !== ANY && places.cities.length ? (
        <SelectField
          label={t('listing.city')}
          name="city_id"
          value={city}
          onChange={(key) => setCity(key ?? ANY)}
          options={[any, ...places.cities]}
        />
      ) : null}
      <SelectField
        label={t('listing.rating')}
        name="rating"
        defaultValue={keyOf(state.rating)}
        options={[
          any,
          ...RATINGS.map((r) => ({ id: String(r), name: t('listing.rating_at_least', { count: r }) })),
        ]}
      />

      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1">
          {t('listing.apply')}
        </Button>
        <Link
          to={providerListingHref(lang, {})}
          className="inline-flex h-11 items-center rounded-xl px-4 font-semibold text-brand-700 outline-none hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500"
        >
          {t('listing.clear')}
        </Link>
      </div>
    </Form>
  );
}
