import { countryList, currencyList } from '@wasla/shared/contracts/replies';
import { directionOf, isLanguage } from '@wasla/shared/languages';
import { use, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs, useMatches } from 'react-router';
import { currentUser } from '../features/auth/current-user.server';
import { AppShell } from '../features/shell/app-shell';
import { apiFor } from '../lib/api-client/client.server';
import { loadCatalogGroup, loadShellCatalogs } from '../lib/catalog-files';
import { addCatalogGroups, catalogGroupsOf, hasCatalogGroup } from '../lib/catalog-groups';
import { i18nFor } from '../lib/i18n';
import { preferredCurrency, preferredLanguage } from '../lib/preferences.server';
import { withCookies } from '../lib/session.server';
import { publicOrigin } from '../lib/site.server';
import type { Route } from './+types/lang';

/** Everything the shell needs in one language, and the cookies of a refreshed session. */
async function loadShell({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A path without a language ("/about-us") is sent to the same page in the visitor's language.
  if (!isLanguage(params.lang)) throw redirect(`/${preferredLanguage(request)}${url.pathname}${url.search}`);
  const lang = params.lang;
  const api = apiFor(context, lang);
  const [currencies, account] = await Promise.all([
    api.get(currencyList, '/currencies'),
    currentUser(context, request, lang),
  ]);
  const currency = await preferredCurrency(
    request,
    currencies,
    () => api.get(countryList, '/countries'),
    account.account?.currency_id,
  );
  const shell = {
    lang,
    dir: directionOf(lang),
    currencies,
    currency,
    origin: publicOrigin(context),
    user: account.user,
    gate: account.gate,
  };
  return { shell, cookies: account.cookies };
}

export type LangData = Awaited<ReturnType<typeof loadShell>>['shell'];

export async function loader(args: Route.LoaderArgs) {
  const { shell, cookies } = await loadShell(args);
  return cookies.length ? data(shell, { headers: withCookies(cookies) }) : shell;
}

/**
 * A change of language in the browser brings that language's catalogs before the page renders in it.
 * The first page hydrates with the server's data, its catalogs loaded by entry.client.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const shell = await serverLoader();
  await loadShellCatalogs(shell.lang);
  return shell;
}

/** A refreshed session's cookies reach the browser with the page. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * The shell's data depends on the language and on who is signed in: it reloads when the language
 * changes and after a form is sent (sign-in, sign-out, verification), not on plain navigation.
 */
export function shouldRevalidate({ currentParams, nextParams, formMethod }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang || Boolean(formMethod && formMethod !== 'GET');
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const { lang } = loaderData;
  const i18n = useMemo(() => i18nFor(lang), [lang]);
  const matches = useMatches();
  // A screen whose words have not arrived yet waits for them; a navigation keeps the page it leaves
  // on screen meanwhile. The server has every group, and the first page's are loaded by entry.client.
  const missing = catalogGroupsOf(matches).find((group) => !hasCatalogGroup(lang, group));
  if (missing) use(loadCatalogGroup(lang, missing));
  addCatalogGroups(i18n, matches);
  return (
    <I18nextProvider i18n={i18n}>
      {/* React Aria takes direction, keyboard behaviour and its own labels from this, not the browser. */}
      <I18nProvider locale={lang}>
        <AppShell>
          <Outlet />
        </AppShell>
      </I18nProvider>
    </I18nextProvider>
  );
}
