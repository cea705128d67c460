import { countryList, currencyList } from '@wasla/shared/contracts/replies';
import type { AppLoadContext } from 'react-router';
import { accountIfSignedIn } from '../features/auth/current-user.server';
import { apiFor } from './api-client/client.server';
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
  const { token } = readSession(args.request);
  const [currencies, account] = await Promise.all([
    base.get(currencyList, '/currencies'),
    accountIfSignedIn(args.context, args.request, lang),
  ]);
  const currency = await preferredCurrency(
    args.request,
    currencies,
    () => base.get(countryList, '/countries'),
    account?.currency_id,
  );
  return {
    lang,
    currency: currency.code,
    signedIn: Boolean(token),
    api: apiFor(args.context, lang, {
      currency: currency.code,
      token,
      userAgent: args.request.headers.get('user-agent'),
    }),
  };
}
