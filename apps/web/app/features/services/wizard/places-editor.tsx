import { checkNewPlace } from '@wasla/shared/service-rules/places';
import { MapPin, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SelectField, type SelectOption } from '../../../components/ui/select-field';
import { toast } from '../../../components/ui/toast-queue';
import { idOfKey } from '../../../lib/select-key';
import { usePlaceLists } from '../../catalogue/use-place-lists';
import type { WizardReply } from './wizard-actions.server';
import { errorsUnder, useWizard } from './wizard-context';

const ALL = 'all';
const idOrNull = (key: Key | null) => idOfKey(key);
/** A place choice: an id, "all", or nothing (a hidden select answers "" for nothing). */
const choiceOf = (key: Key | null): Key | null => (key === ALL ? ALL : idOfKey(key));

/**
 * Where the service is offered: country, state and city, each possibly "all". The rules of SPEC.md
 * section 5 are checked here first, for an instant answer, and again by the server, which decides.
 */
export function PlacesEditor() {
  const { t } = useTranslation();
  const { service, countries, lang, action, errors } = useWizard();
  const required = errorsUnder(errors, 'places');
  const adder = useFetcher<WizardReply>();
  const remover = useFetcher<WizardReply>();
  const [country, setCountry] = useState<Key | null>(null);
  const [state, setState] = useState<Key | null>(null);
  const [city, setCity] = useState<Key | null>(null);
  const { states, cities, load, setStates, setCities } = usePlaceLists(lang);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const reply = adder.data;
    if (adder.state !== 'idle' || !reply) return;
    if (reply.ok) {
      setProblem(null);
      setState(null);
      setCity(null);
    } else setProblem(Object.values(reply.errors).flat().join(' '));
  }, [adder.state, adder.data]);

  useEffect(() => {
    const reply = remover.data;
    if (remover.state === 'idle' && reply && !reply.ok)
      toast.error(Object.values(reply.errors).flat().join(' '));
  }, [remover.state, remover.data]);

  const withAll = (list: SelectOption[], label: string) => [{ id: ALL, name: label }, ...list];
  const add = () => {
    const candidate = { country_id: idOrNull(country), state_id: idOrNull(state), city_id: idOrNull(city) };
    const existing = service.places.map((p) => ({
      country_id: p.country?.id ?? null,
      state_id: p.state?.id ?? null,
      city_id: p.city?.id ?? null,
    }));
    const local = checkNewPlace(existing, candidate);
    if (local) {
      setProblem(t(local.replace('validation.', 'validation:')));
      return;
    }
    adder.submit(
      {
        intent: 'add-place',
        country_id: String(candidate.country_id ?? ''),
        state_id: String(candidate.state_id ?? ''),
        city_id: String(candidate.city_id ?? ''),
      },
      { method: 'post', action },
    );
  };
  const label = (p: (typeof service.places)[number]) =>
    [
      p.country?.name ?? t('wizard.places_everywhere'),
      p.country && (p.state?.name ?? t('wizard.all_states')),
      p.state && (p.city?.name ?? t('wizard.all_cities')),
    ]
      .filter(Boolean)
      .join(' · ');

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4" data-invalid={required.length ? true : undefined}>
      <legend className="mb-2 text-base font-bold">{t('wizard.places_title')}</legend>
      <p className="-mt-2 text-sm text-muted">{t('wizard.places_hint')}</p>
      {required.length && !service.places.length ? (
        <p className="text-sm font-semibold text-danger">{required.join(' ')}</p>
      ) : null}
      {service.places.length ? (
        <ul className="grid gap-2">
          {service.places.map((place) => (
            <li
              key={place.id}
              className="flex items-center gap-3 rounded-xl border border-line bg-canvas px-3 py-2"
            >
              <MapPin aria-hidden="true" className="size-4.5 shrink-0 text-brand-700" />
              <span className="min-w-0 flex-1 text-sm">{label(place)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('wizard.remove_place', { place: label(place) })}
                isDisabled={remover.state !== 'idle'}
                onPress={() =>
                  remover.submit(
                    { intent: 'remove-place', place_id: String(place.id) },
                    { method: 'post', action },
                  )
                }
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-line px-3 py-4 text-center text-sm text-muted">
          {t('wizard.places_empty')}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
        <SelectField
          label={t('profile.country')}
          name="place_country"
          options={withAll(countries, t('wizard.all_countries'))}
          value={country}
          onChange={(choice) => {
            const key = choiceOf(choice);
            setCountry(key);
            setState(null);
            setCity(null);
            setStates([]);
            setCities([]);
            setProblem(null);
            if (key !== null && key !== ALL) void load('states', key);
          }}
          placeholder={t('profile.choose')}
        />
        <SelectField
          label={t('profile.state')}
          name="place_state"
          options={withAll(states, t('wizard.all_states'))}
          value={state}
          isDisabled={country === null || country === ALL}
          onChange={(choice) => {
            const key = choiceOf(choice);
            setState(key);
            setCity(null);
            setCities([]);
            setProblem(null);
            if (key !== null && key !== ALL) void load('cities', key);
          }}
          placeholder={t('profile.choose')}
        />
        <SelectField
          label={t('profile.city')}
          name="place_city"
          options={withAll(cities, t('wizard.all_cities'))}
          value={city}
          isDisabled={state === null || state === ALL}
          onChange={(choice) => {
            setCity(choiceOf(choice));
            setProblem(null);
          }}
          placeholder={t('profile.choose')}
        />
        <Button variant="secondary" isDisabled={country === null || adder.state !== 'idle'} onPress={add}>
          <Plus aria-hidden="true" className="size-4.5" />
          {t('wizard.add_place')}
        </Button>
      </div>
      <p role="alert" className="min-h-5 text-sm text-danger">
        {problem}
      </p>
    </fieldset>
  );
}
