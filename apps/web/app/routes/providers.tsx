import { favoriteIdsSchema } from '@wasla/shared/contracts/discovery';
import { categoryTreeList, countryList, placeList, providerCardPage } from '@wasla/shared/contracts/replies';
import { UserSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { loginRedirectPath } from '../features/auth/require-user.server';
import { FavoriteButton } from '../features/discovery/favorite-button';
import { CardList, ListingFrame } from '../features/discovery/listing-frame';
import { ListingToolbar } from '../features/discovery/listing-toolbar';
import { useShowStyle } from '../features/discovery/use-show-style';
import { ProviderCard } from '../features/providers/provider-card';
import { ProviderFilters } from '../features/providers/provider-filters';
import {
  canonicalProviderListing,
  providerApiQuery,
  providerListingHref,
  readProviderListingState,
  withProviderChanges,
} from '../features/providers/provider-listing-url';
import { pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/providers';

export async function loader(args: Route.LoaderArgs) {
  const { lang, api, signedIn } = await visitorApi(args);
  const url = new URL(args.request.url);
  // What the filter form sends ("any", blanks) becomes the listing's one address.
  const canonical = canonicalProviderListing(lang, url.searchParams);
  if (canonical) throw redirect(canonical);
  const state = readProviderListingState(url.searchParams);
  const [page, tree, countries, states, cities, favorites] = await Promise.all([
    api.get(providerCardPage, `/providers?${providerApiQuery(state)}`),
    api.get(categoryTreeList, '/all-categories'),
    api.get(countryList, '/countries'),
    state.country_id
      ? api.get(placeList, `/states/${Number(state.country_id)}`).catch(() => [])
      : Promise.resolve([]),
    state.state_id
      ? api.get(placeList, `/cities/${Number(state.state_id)}`).catch(() => [])
      : Promise.resolve([]),
    // The listing is the same for everyone (and cached); the hearts are this visitor's.
    signedIn
      ? api
          .request(favoriteIdsSchema, 'GET', '/favorites/ids')
          .then((r) => (r.body.error ? [] : r.body.data.provider))
      : Promise.resolve([] as number[]),
  ]);
  return {
    lang,
    state,
    page,
    signedIn,
    favorites,
    loginHref: loginRedirectPath(lang, url),
    categories: tree.map(({ id, name }) => ({ id, name })),
    countries: countries.map(({ id, name }) => ({ id, name })),
    states: states.map(({ id, name }) => ({ id, name })),
    cities: cities.map(({ id, name }) => ({ id, name })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const name = args.loaderData?.state.name;
  return pageMeta(args, name ? { text: name } : { key: 'providers.title' }, { key: 'providers.description' });
};

/** Providers, filtered and sorted in the address, with the filters beside them (in a dialog on phones). */
export default function Providers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, state, page, categories, countries, states, cities, signedIn, favorites, loginHref } =
    loaderData;
  const [style, setStyle] = useShowStyle();
  const hrefWith = (changes: Record<string, string>) =>
    providerListingHref(lang, withProviderChanges(state, changes));
  const filters = (
    <ProviderFilters
      key={JSON.stringify(state)}
      lang={lang}
      categories={categories}
      countries={countries}
      initialStates={states}
      initialCities={cities}
      state={state}
    />
  );

  return (
    <div className="container-page py-8">
      <header className="mb-6">
        {state.name ? <p className="text-sm font-semibold text-brand-700">{t('providers.title')}</p> : null}
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
          {state.name ? t('providers.results_for', { text: state.name }) : t('providers.title')}
        </h1>
        {state.name ? null : <p className="mt-2 max-w-2xl text-muted">{t('providers.description')}</p>}
      </header>
      <ListingFrame
        filters={filters}
        toolbar={
          <ListingToolbar
            lang={lang}
            shown={page.data.length}
            total={page.meta.total}
            sort={state.sort ?? 'rating'}
            perPage={state.per_page ?? String(page.meta.per_page)}
            hrefWith={hrefWith}
            style={style}
            onStyle={setStyle}
          />
        }
      >
        {page.data.length ? (
          <CardList style={style}>
            {page.data.map((provider, index) => (
              <li key={provider.id} className="min-w-0">
                <ProviderCard
                  provider={provider}
                  lang={lang}
                  layout={style}
                  eager={index < 3}
                  action={
                    <FavoriteButton
                      type="provider"
                      id={provider.id}
                      favorite={favorites.includes(provider.id)}
                      action={`/${lang}/discovery-action`}
                      loginHref={loginHref}
                      signedIn={signedIn}
                      name={provider.name}
                    />
                  }
                />
              </li>
            ))}
          </CardList>
        ) : (
          <EmptyState
            icon={UserSearch}
            title={t('providers.empty_title')}
            body={t('providers.empty_body')}
            action={
              <LinkButton to={providerListingHref(lang, {})} variant="secondary">
                {t('listing.clear')}
              </LinkButton>
            }
          />
        )}
        <Pagination
          current={page.meta.current_page}
          last={page.meta.last_page}
          hrefOf={(n) => hrefWith({ page: String(n) })}
        />
      </ListingFrame>
    </div>
  );
}
