import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-queue';

/**
 * A list the wizard loads when a category changes (its properties, its tags). Starts from what the
 * page brought for the saved category; only the answer to the latest choice is kept.
 */
export function useCatalogueList<T>(
  lang: string,
  kind: 'properties' | 'tags',
  id: number | null,
  initial: T[],
  initialId: number | null,
) {
  const { t } = useTranslation();
  const [list, setList] = useState<T[]>(initial);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    if (id === initialId) {
      setList(initial);
      return;
    }
    const ask = ++latest.current;
    if (id === null) {
      setList([]);
      return;
    }
    setLoading(true);
    fetch(`/${lang}/service-options?${kind}=${id}`)
      .then((res) => (res.ok ? (res.json() as Promise<T[]>) : Promise.reject(new Error(String(res.status)))))
      .then((items) => {
        if (ask === latest.current) setList(items);
      })
      .catch(() => {
        if (ask === latest.current) toast.error(t('wizard.list_failed'));
      })
      .finally(() => {
        if (ask === latest.current) setLoading(false);
      });
  }, [lang, kind, id, initial, initialId, t]);
  return { list, loading };
}
