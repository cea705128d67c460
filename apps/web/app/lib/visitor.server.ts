import type { Country, Currency } from '@wasla/shared/contracts/catalogue';
import type { AppLoadContext } from 'react-router';
import { currentUser } from '../features/auth/current-user.server';
import { apiFor } from './api.server';
import { preferredCurrency } from './preferences.server';
import { langOf } from './route-lang';
import { readSession } from './session.server';

/**
 * The API as a public page's visitor sees it: their language, the currency prices are shown in (their
 * profile's, for a signed-in account), and their session when there is one (a stale token simply reads
 * as a guest on public pages).
 */
export async function visitorApi(args: {
  params: { lang?: string };
  request: Request;
  context: AppLoadContext;
}) {
  const lang = langOf(args.params);
  const base = apiFor(args.context, lang);
  const { token, refreshToken } = readSession(args.request);
  // The account is read once per request (the shell asks too); a stale session reads as a guest.
  const [currencies, account] = await Promise.all([
    base.get<Currency[]>('/currencies'),
    token || refreshToken ? currentUser(args.context, args.request, lang) : null,
  ]);
  const currency = await preferredCurrency(
    args.request,
    currencies,
    () => base.get<Country[]>('/countries'),
    account?.account?.currency_id,
  );
  return {
    lang,
    currency: currency.code,
    signedIn: Boolean(token),
    api: apiFor(args.context, lang, { currency: currency.code, token }),
  };
}
