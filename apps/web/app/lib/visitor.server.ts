import type { Country, Currency } from '@wasla/shared/contracts/catalogue';
import type { AppLoadContext } from 'react-router';
import { apiFor } from './api.server';
import { preferredCurrency } from './preferences.server';
import { langOf } from './route-lang';
import { readSession } from './session.server';

/**
 * The API as a public page's visitor sees it: their language, the currency prices are shown in, and
 * their session when there is one (a stale token simply reads as a guest on public pages).
 */
export async function visitorApi(args: {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}) {
  const lang = langOf(args.params);
  const base = apiFor(args.context, lang);
  const currencies = await base.get<Currency[]>('/currencies');
  const currency = await preferredCurrency(args.request, currencies, () => base.get<Country[]>('/countries'));
  const { token } = readSession(args.request);
  return {
    lang,
    currency: currency.code,
    signedIn: Boolean(token),
    api: apiFor(args.context, lang, { currency: currency.code, token }),
  };
}
