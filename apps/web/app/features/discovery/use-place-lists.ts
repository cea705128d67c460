import { useRef, useState } from 'react';

export type PlaceOption = { id: number; name: string };

/**
 * The states of a country and the cities of a state, asked of the web server (the browser cannot
 * call the API). Only the newest answer is kept, so a slow reply never overwrites a later choice.
 */
export function usePlaceLists(
  lang: string,
  onError: () => void,
  initial: { states?: PlaceOption[]; cities?: PlaceOption[] } = {},
) {
  const [states, setStates] = useState<PlaceOption[]>(initial.states ?? []);
  const [cities, setCities] = useState<PlaceOption[]>(initial.cities ?? []);
  const latest = useRef(0);

  async function load(level: 'states' | 'cities', id: number | null) {
    const ask = ++latest.current;
    const set = level === 'states' ? setStates : setCities;
    if (id === null) return set([]);
    try {
      const res = await fetch(`/${lang}/places?${level === 'states' ? 'country' : 'state'}=${id}`);
      if (!res.ok) throw new Error(String(res.status));
      const list = (await res.json()) as PlaceOption[];
      if (ask === latest.current) set(list);
    } catch {
      if (ask === latest.current) onError();
    }
  }

  return { states, cities, load, setStates, setCities };
}
