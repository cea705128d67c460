import { CURRENCY_COOKIE, DEFAULT_CURRENCY, LOCALE_COOKIE } from '@wasla/shared/business-constants';
import type { Country } from '@wasla/shared/contracts/catalogue';
import { DEFAULT_LANGUAGE, isLanguage, type Language, negotiateLanguage } from '@wasla/shared/languages';
import { readCookie } from './cookies';

/** The language a visitor wants: the locale cookie, then Accept-Language, then Arabic. */
export function preferredLanguage(request: Request): Language {
  const cookie = readCookie(request.headers.get('cookie'), LOCALE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return negotiateLanguage(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/** Country of the visitor as the edge reports it, else the region of their browser language. */
function guessCountry(request: Request): string | undefined {
  const edge = request.headers.get('cf-ipcountry') ?? request.headers.get('x-country-code');
  if (edge && /^[A-Za-z]{2}$/.test(edge)) return edge.toUpperCase();
  const region = request.headers
    .get('accept-language')
    ?.split(',')[0]
    ?.match(/^[a-z]{2,3}-([A-Za-z]{2})\b/)?.[1];
  return region?.toUpperCase();
}

/**
 * The currency prices are shown in: the one saved in a signed-in account's profile, else the
 * visitor's own choice in this browser (cookie `userCurrency`), else a guess from their country, else
 * AED. The profile wins because it is the account's choice wherever it signs in; a cookie may be a
 * guest's choice made before signing in. `chosen` tells the shell whether to offer the currency prompt.
 */
export function preferredCurrency(
  request: Request,
  currencies: { id: number; code: string }[],
  countries: () => Promise<Country[]>,
  profileCurrencyId?: number | null,
) {
  const saved = currencies.find((c) => c.id === profileCurrencyId);
  if (saved) return Promise.resolve({ code: saved.code, chosen: true });
  const cookie = readCookie(request.headers.get('cookie'), CURRENCY_COOKIE)?.toUpperCase();
  if (cookie && currencies.some((c) => c.code === cookie))
    return Promise.resolve({ code: cookie, chosen: true });
  const country = guessCountry(request);
  if (!country) return Promise.resolve({ code: DEFAULT_CURRENCY, chosen: false });
  return countries().then((list) => ({
    code: list.find((c) => c.code === country)?.currency ?? DEFAULT_CURRENCY,
    chosen: false,
  }));
}
