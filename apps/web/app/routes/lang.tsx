import type { Country, Currency } from '@wasla/shared/contracts/catalogue';
import { directionOf, isLanguage } from '@wasla/shared/languages';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AppShell } from '../features/shell/app-shell';
import { apiFor } from '../lib/api.server';
import { shellCatalogs } from '../lib/catalogs.server';
import { i18nFor } from '../lib/i18n';
import { preferredCurrency, preferredLanguage } from '../lib/preferences.server';
import { publicOrigin } from '../lib/site.server';
import type { Route } from './+types/lang';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // A path without a language ("/about-us") is sent to the same page in the visitor's language.
  if (!isLanguage(params.lang)) throw redirect(`/${preferredLanguage(request)}${url.pathname}${url.search}`);
  const lang = params.lang;
  const api = apiFor(context, lang);
  const currencies = await api.get<Currency[]>('/currencies');
  const currency = await preferredCurrency(request, currencies, () => api.get<Country[]>('/countries'));
  return {
    lang,
    dir: directionOf(lang),
    catalogs: shellCatalogs(lang),
    currencies,
    currency,
    origin: publicOrigin(request),
  };
}

export type LangData = Awaited<ReturnType<typeof loader>>;

/** The shell's data depends on the language only; moving between pages of one language keeps it. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function LangLayout({ loaderData }: Route.ComponentProps) {
  const { lang, catalogs } = loaderData;
  const i18n = useMemo(() => i18nFor(lang, catalogs), [lang, catalogs]);
  return (
    <I18nextProvider i18n={i18n}>
      <AppShell>
        <Outlet />
      </AppShell>
    </I18nextProvider>
  );
}
