import { favoriteIdsSchema } from '@wasla/shared/contracts/discovery';
import {
  categoryTreeList,
  countryList,
  placeList,
  propertyList,
  serviceCardPage,
} from '@wasla/shared/contracts/replies';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { loginRedirectPath } from '../features/auth/require-user.server';
import { FavoriteButton } from '../features/discovery/favorite-button';
import { ListingFilters } from '../features/discovery/listing-filters';
import { CardList, ListingFrame } from '../features/discovery/listing-frame';
import { listingBreadcrumbs } from '../features/discovery/listing-structured-data';
import { ListingToolbar } from '../features/discovery/listing-toolbar';
import { apiQuery, listingHref, readListingState, withChanges } from '../features/discovery/listing-url';
import { ServiceCard } from '../features/discovery/service-card';
import { useShowStyle } from '../features/discovery/use-show-style';
import { i18nFor } from '../lib/i18n';
import { langDataOf, pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/category';

const ANY = 'any';

/** A filter form sends `category`, `sub`, repeated `option` and "any": the listing has one address. */
function canonicalRedirect(lang: string, slug: string | undefined, url: URL) {
  const search = url.searchParams;
  const formShaped =
    ['category', 'sub', 'option'].some((key) => search.has(key)) || [...search.values()].includes(ANY);
  if (!formShaped) return;
  const sub = search.get('sub');
  const main = search.get('category');
  const chosen =
    sub && sub !== ANY ? sub : main && main !== ANY ? main : search.has('category') ? undefined : slug;
  const state = readListingState(search);
  const options = search.getAll('option').filter((o) => /^\d+$/.test(o));
  if (options.length) state.options = options.join(',');
  else if (search.has('category')) delete state.options;
  for (const key of Object.keys(state) as (keyof typeof state)[]) if (state[key] === ANY) delete state[key];
  throw redirect(listingHref(lang, chosen, state));
}

export async function loader(args: Route.LoaderArgs) {
  const { lang, currency, api, signedIn } = await visitorApi(args);
  const url = new URL(args.request.url);
  canonicalRedirect(lang, args.params.slug, url);
  const tree = await api.get(categoryTreeList, '/all-categories');
  const slug = args.params.slug;
  const main = slug
    ? tree.find((c) => c.slug === slug || c.children.some((k) => k.slug === slug))
    : undefined;
  if (slug && !main) throw data(null, { status: 404 });
  const sub = main?.children.find((k) => k.slug === slug);
  const state = readListingState(url.searchParams);
  const [page, properties, countries, states, cities, favorites] = await Promise.all([
    api.get(serviceCardPage, `/services?${apiQuery(state, { mainId: main?.id, subId: sub?.id })}`),
    main ? api.get(propertyList, `/properties/${main.id}`) : Promise.resolve([]),
    api.get(countryList, '/countries'),
    state.country_id
      ? api.get(placeList, `/states/${Number(state.country_id)}`).catch(() => [])
      : Promise.resolve([]),
    state.state_id
      ? api.get(placeList, `/cities/${Number(state.state_id)}`).catch(() => [])
      : Promise.resolve([]),
    // The listing itself is the same for everyone (and cached); the hearts are this visitor's.
    signedIn
      ? api
          .request(favoriteIdsSchema, 'GET', '/favorites/ids')
          .then((r) => (r.body.error ? [] : r.body.data.service))
      : Promise.resolve([] as number[]),
  ]);
  return {
    lang,
    currency,
    state,
    page,
    signedIn,
    favorites,
    loginHref: loginRedirectPath(lang, url),
    category: main
      ? {
          main: { slug: main.slug, name: main.name, description: main.description },
          sub: sub ? { slug: sub.slug, name: sub.name } : null,
        }
      : null,
    categories: tree.map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name,
      children: c.children.map((k) => ({ id: k.id, slug: k.slug, name: k.name })),
    })),
    properties: properties.map((p) => ({
      id: p.id,
      name: p.name,
      options: p.options
        .filter((o): o is typeof o & { id: number } => typeof o.id === 'number')
        .map((o) => ({ id: o.id, name: o.name })),
    })),
    countries: countries.map(({ id, name }) => ({ id, name })),
    states: states.map(({ id, name }) => ({ id, name })),
    cities: cities.map(({ id, name }) => ({ id, name })),
  };
}

export const meta: Route.MetaFunction = (args) => {
  const found = args.loaderData;
  const heading = found?.category?.sub?.name ?? found?.category?.main.name;
  const shell = langDataOf(args.matches);
  const tags = pageMeta(
    args,
    heading ? { text: heading } : found?.state.name ? { text: found.state.name } : { key: 'listing.title' },
    found?.category?.main.description
      ? { text: found.category.main.description }
      : { key: 'listing.description' },
  );
  if (!shell || !found) return tags;
  const { t } = i18nFor(shell.lang);
  const names = { home: t('brand.name'), listing: t('listing.title') };
  return [...tags, { 'script:ld+json': listingBreadcrumbs(shell.origin, shell.lang, names, found.category) }];
};

/** Services, filtered and sorted in the address, with the filters beside them (in a dialog on phones). */
export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, currency, state, page, category, categories, properties, countries, states, cities } =
    loaderData;
  const { signedIn, favorites, loginHref } = loaderData;
  const [style, setStyle] = useShowStyle();
  const slug = category?.sub?.slug ?? category?.main.slug;
  const hrefWith = (changes: Record<string, string>) => listingHref(lang, slug, withChanges(state, changes));
  const heading =
    category?.sub?.name ??
    category?.main.name ??
    (state.name ? t('listing.results_for', { text: state.name }) : t('listing.title'));
  const filters = (
    <ListingFilters
      key={`${slug}-${JSON.stringify(state)}`}
      lang={lang}
      currency={currency}
      categories={categories}
      mainSlug={category?.main.slug}
      subSlug={category?.sub?.slug}
      properties={properties}
      countries={countries}
      initialStates={states}
      initialCities={cities}
      state={state}
    />
  );

  return (
    <div className="container-page py-8">
      <header className="mb-6">
        {category ? (
          <p className="text-sm font-semibold text-brand-700">
            {category.sub ? category.main.name : t('listing.title')}
          </p>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{heading}</h1>
      </header>
      <ListingFrame
        filters={filters}
        toolbar={
          <ListingToolbar
            lang={lang}
            shown={page.data.length}
            total={page.meta.total}
            totalIsLowerBound={page.meta.total_is_lower_bound}
            sort={state.sort ?? 'latest'}
            perPage={state.per_page ?? String(page.meta.per_page)}
            hrefWith={hrefWith}
            style={style}
            onStyle={setStyle}
          />
        }
      >
        {page.data.length ? (
          <CardList style={style}>
            {page.data.map((service, index) => (
              <li key={service.id} className="min-w-0">
                <ServiceCard
                  service={service}
                  lang={lang}
                  layout={style}
                  eager={index < 2}
                  action={
                    <FavoriteButton
                      type="service"
                      id={service.id}
                      favorite={favorites.includes(service.id)}
                      action={`/${lang}/discovery-action`}
                      loginHref={loginHref}
                      signedIn={signedIn}
                      name={service.name}
                    />
                  }
                />
              </li>
            ))}
          </CardList>
        ) : (
          <EmptyState
            icon={SearchX}
            title={t('listing.empty_title')}
            body={t('listing.empty_body')}
            action={
              <LinkButton to={listingHref(lang, undefined, {})} variant="secondary">
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
        <p className="sr-only">{t('listing.prices_in', { currency })}</p>
      </ListingFrame>
    </div>
  );
}
