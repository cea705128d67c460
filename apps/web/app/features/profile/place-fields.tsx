import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../components/ui/select-field';
import { idOfKey } from '../../lib/select-key';
import { usePlaceLists } from '../catalogue/use-place-lists';

/**
 * Country, then state, then city. Choosing a country loads its states and clears the state and city;
 * choosing a state loads its cities. The lists of the saved place arrive with the page.
 */
export function PlaceFields({
  lang,
  countries,
  initialStates,
  initialCities,
  defaults,
  errors,
}: {
  lang: string;
  countries: SelectOption[];
  initialStates: SelectOption[];
  initialCities: SelectOption[];
  defaults: { country: Key | null; state: Key | null; city: Key | null };
  errors: { country?: string[]; state?: string[]; city?: string[] };
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(defaults.country);
  const [state, setState] = useState(defaults.state);
  const [city, setCity] = useState(defaults.city);
  const { states, cities, loading, load, setStates, setCities } = usePlaceLists(lang, {
    states: initialStates,
    cities: initialCities,
  });

  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <SelectField
        label={t('profile.country')}
        name="country_id"
        options={countries}
        value={country}
        onChange={(choice) => {
          const key = idOfKey(choice);
          if (key === idOfKey(country)) return;
          setCountry(key);
          setState(null);
          setCity(null);
          setStates([]);
          setCities([]);
          if (key !== null) void load('states', key);
        }}
        placeholder={t('profile.choose')}
        errors={errors.country}
      />
      <SelectField
        label={t('profile.state')}
        name="state_id"
        options={states}
        value={state}
        onChange={(choice) => {
          const key = idOfKey(choice);
          if (key === idOfKey(state)) return;
          setState(key);
          setCity(null);
          setCities([]);
          if (key !== null) void load('cities', key);
        }}
        isDisabled={country === null || loading === 'states'}
        placeholder={loading === 'states' ? t('profile.loading') : t('profile.choose')}
        errors={errors.state}
      />
      <SelectField
        label={t('profile.city')}
        name="city_id"
        options={cities}
        value={city}
        onChange={(choice) => setCity(idOfKey(choice))}
        isDisabled={state === null || loading !== null}
        placeholder={loading === 'cities' ? t('profile.loading') : t('profile.choose')}
        errors={errors.city}
      />
    </div>
  );
}
