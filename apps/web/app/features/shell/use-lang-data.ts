import { useRouteLoaderData } from 'react-router';
import type { LangData } from '../../routes/lang';

/** The language shell's data (language, currencies, chosen currency, who is signed in) from any screen. */
export function useLangData(): LangData {
  const data = useRouteLoaderData<LangData>('lang');
  if (!data) throw new Error('useLangData outside the language shell');
  return data;
}
