import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-queue';
import { idOfKey } from '../../../lib/select-key';

/**
 * A list the wizard loads when a category changes (its properties, its tags). Starts from what the
 * page brought for the saved category; only the answer to the latest choice is kept. No category
 * means an empty list, never a request that can only be refused.
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
    const categoryId = idOfKey(id);
    if (categoryId === null) {
      setList([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    fetch(`/${lang}/service-options?${kind}=${categoryId}`)
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
