import type { Language } from '@wasla/shared/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelectField } from '../../components/ui/native-select-field';
import { type PlaceOption, usePlaceLists } from '../catalogue/use-place-lists';

/** What a filter form sends for "no choice"; the listings' loaders drop it from the address. */
export const ANY = 'any';
const RATINGS = [4, 3, 2, 1];

export const keyOf = (value: string | undefined) => value ?? ANY;
const idOf = (key: string) => (key === ANY ? null : Number(key));

/**
 * Country, then state, then city, as the filters of both listings ask them: each list appears once
 * the one above it has a choice, and changing a place clears the ones below it.
 */
export function PlaceFilterFields({
  lang,
  countries,
  initialStates,
  initialCities,
  chosen,
}: {
  lang: Language;
  countries: PlaceOption[];
  initialStates: PlaceOption[];
  initialCities: PlaceOption[];
  chosen: { country_id?: string; state_id?: string; city_id?: string };
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState<string>(keyOf(chosen.country_id));
  const [region, setRegion] = useState<string>(keyOf(chosen.state_id));
  const [city, setCity] = useState<string>(keyOf(chosen.city_id));
  const places = usePlaceLists(lang, { states: initialStates, cities: initialCities });
  const any = { id: ANY, name: t('listing.any') };
  return (
    <>
      <NativeSelectField
        label={t('listing.country')}
        name="country_id"
        value={country}
        onChange={(key) => {
          setCountry(key);
          setRegion(ANY);
          setCity(ANY);
          places.setCities([]);
          void places.load('states', idOf(key));
        }}
        options={[any, ...countries]}
      />
      {country !== ANY && places.states.length ? (
        <NativeSelectField
          label={t('listing.state')}
          name="state_id"
          value={region}
          onChange={(key) => {
            setRegion(key);
            setCity(ANY);
            void places.load('cities', idOf(key));
          }}
          options={[any, ...places.states]}
        />
      ) : null}
      {region !== ANY && places.cities.length ? (
        <NativeSelectField
          label={t('listing.city')}
          name="city_id"
          value={city}
          onChange={setCity}
          options={[any, ...places.cities]}
        />
      ) : null}
    </>
  );
}

/** "4 stars and up" … "1 star and up", or any rating. */
export function RatingFilterField({ rating }: { rating?: string }) {
  const { t } = useTranslation();
  return (
    <NativeSelectField
      label={t('listing.rating')}
      name="rating"
      defaultValue={keyOf(rating)}
      options={[
        { id: ANY, name: t('listing.any') },
        ...RATINGS.map((r) => ({ id: String(r), name: t('listing.rating_at_least', { count: r }) })),
      ]}
    />
  );
}
