import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/toast-queue';
import { idOfKey } from '../../lib/select-key';

export type PlaceOption = { id: number | string; name: string };
type Level = 'states' | 'cities';

/**
 * The states of a country and the cities of a state, asked of the web server (the browser cannot
 * call the API). Only the answer to the latest choice is kept, whatever order the answers arrive in,
 * so a slow reply never overwrites a later choice; a failure says so in a toast. A choice that is no
 * place (none, "all") empties the list without asking, so a toast only ever reports a real failure.
 */
export function usePlaceLists(
  lang: string,
  initial: { states?: PlaceOption[]; cities?: PlaceOption[] } = {},
) {
  const { t } = useTranslation();
  const [states, setStates] = useState<PlaceOption[]>(initial.states ?? []);
  const [cities, setCities] = useState<PlaceOption[]>(initial.cities ?? []);
  const [loading, setLoading] = useState<Level | null>(null);
  const latest = useRef(0);

  async function load(level: Level, id: number | string | null) {
    const ask = ++latest.current;
    const set = level === 'states' ? setStates : setCities;
    const placeId = idOfKey(id);
    if (placeId === null) {
      set([]);
      setLoading(null);
      return;
    }
    setLoading(level);
    try {
      const res = await fetch(`/${lang}/places?${level === 'states' ? 'country' : 'state'}=${placeId}`);
      if (!res.ok) throw new Error(String(res.status));
      const list = (await res.json()) as PlaceOption[];
      if (ask === latest.current) set(list);
    } catch {
      if (ask === latest.current) toast.error(t('profile.places_failed'));
    } finally {
      if (ask === latest.current) setLoading(null);
    }
  }

  return { states, cities, loading, load, setStates, setCities };
}
