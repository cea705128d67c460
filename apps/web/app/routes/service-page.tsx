import { favoriteIdsSchema, serviceDetailSchema } from '@wasla/shared/contracts/discovery';
import { emptyReply, reviewPage, serviceCardList } from '@wasla/shared/contracts/replies';
import { formatNumber } from '@wasla/shared/format';
import { DEFAULT_LANGUAGE, isLanguage } from '@wasla/shared/languages';
import { Eye, Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, isRouteErrorResponse, Link, redirect, useParams, useRouteError } from 'react-router';
import { Avatar } from '../components/ui/avatar';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { LinkButton } from '../components/ui/link-button';
import { RatingBadge } from '../components/ui/rating-badge';
import { loginRedirectPath } from '../features/auth/require-user.server';
import { categoryHref } from '../features/catalogue/category-href';
import { FavoriteButton } from '../features/discovery/favorite-button';
import { ServiceCard } from '../features/discovery/service-card';
import { ContactChannels } from '../features/discovery/service-page/contact-channels';
import { PricingPanel } from '../features/discovery/service-page/pricing-panel';
import { ReportButton } from '../features/discovery/service-page/report-dialog';
import { ReviewsSection } from '../features/discovery/service-page/reviews-section';
import { ServiceFacts } from '../features/discovery/service-page/service-facts';
import { ServiceGallery } from '../features/discovery/service-page/service-gallery';
import { ServiceGone } from '../features/discovery/service-page/service-gone';
import { ShareButton } from '../features/discovery/service-page/share-button';
import { serviceStructuredData } from '../features/discovery/service-page/structured-data';
import { RouteErrorPage } from '../features/errors/route-error-page';
import { PromotedBadge } from '../features/marks/promoted-badge';
import { openedFromPromotion } from '../features/marks/promotion-click';
import { deviceOf } from '../lib/device.server';
import { langDataOf, pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/service-page';

export async function loader(args: Route.LoaderArgs) {
  const { lang, api, signedIn } = await visitorApi(args);
  const url = new URL(args.request.url);
  const slug = args.params.slug;
  const { device, cookie } = deviceOf(args.request);
  const found = await api.request(
    serviceDetailSchema,
    'GET',
    `/services/${encodeURIComponent(slug)}?device_name=${device}`,
  );
  const headers = cookie ? { 'Set-Cookie': cookie } : undefined;
  // SPEC.md section 8: a deleted (410) or unavailable (422) service says so, then goes to the
  // categories page. The page is gone either way; an address that never was is a plain 404.
  if (found.status === 410 || found.status === 422) throw data({ gone: true }, { status: 410, headers });
  if (found.status !== 200 || found.body.error) throw data(found.body, { status: found.status, headers });
  const service = found.body.data;
  if (service.slug !== slug)
    throw redirect(`/${lang}/services/${encodeURIComponent(service.slug)}`, { headers });
  // Opened from a promoted card: counted as a click on the promotion, once this device a day (the
  // loader runs again on every revalidation and reload), without the page waiting on it.
  if (service.promoted && openedFromPromotion(url))
    void api
      .post(emptyReply, `/services/mark/${service.id}/click`, { device_name: device })
      .catch(() => undefined);
  const reviewsPage = Math.max(1, Number(url.searchParams.get('reviews_page')) || 1);
  const [reviews, similar, favorites] = await Promise.all([
    api.get(reviewPage, `/services/${service.id}/reviews?page=${reviewsPage}`),
    api.get(serviceCardList, `/similar-services/${service.id}`),
    signedIn
      ? api
          .request(favoriteIdsSchema, 'GET', '/favorites/ids')
          .then((r) => (r.body.error ? [] : r.body.data.service))
      : Promise.resolve([] as number[]),
  ]);
  return data(
    {
      lang,
      service,
      reviews,
      similar,
      signedIn,
      favorite: favorites.includes(service.id),
      loginHref: loginRedirectPath(lang, url),
      pageUrl: url.pathname,
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => {
  const service = args.loaderData?.service;
  if (!service) return pageMeta(args, { key: 'listing.title' }, { key: 'listing.description' });
  const plain = service.description
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  const origin = langDataOf(args.matches)?.origin ?? '';
  return [
    ...pageMeta(args, { text: service.name }, { text: plain }),
    ...(service.images[0] ? [{ property: 'og:image', content: `${origin}${service.images[0].url}` }] : []),
    { 'script:ld+json': serviceStructuredData(service, origin, args.params.lang ?? 'ar') },
  ];
};

/** A service as a buyer reads it: pictures, what it is, its price, who offers it and what others say. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, service, reviews, similar, signedIn, favorite, loginHref, pageUrl } = loaderData;
  const action = `/${lang}/discovery-action`;
  const category = service.category ?? service.main_category;
  return (
    <div className="container-page py-6">
      <Breadcrumbs
        crumbs={[
          { label: t('nav.home'), href: `/${lang}` },
          { label: t('listing.title'), href: `/${lang}/category` },
          ...(category ? [{ label: category.name, href: categoryHref(lang, category.slug) }] : []),
        ]}
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-3">
            {/* A long word or address in a name wraps instead of widening the page. */}
            <h1 className="text-2xl font-bold leading-snug [overflow-wrap:anywhere] sm:text-3xl">
              <bdi>{service.name}</bdi>
            </h1>
            {service.promoted ? <PromotedBadge className="self-start" /> : null}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <Link
                to={`/${lang}/provider/${encodeURIComponent(service.provider.slug)}`}
                className="flex min-w-0 items-center gap-2 font-semibold [overflow-wrap:anywhere] hover:underline"
              >
                <Avatar name={service.provider.name} url={service.provider.avatar_url} size={32} />
                <bdi>{service.provider.name}</bdi>
              </Link>
              <a href="#reviews" className="hover:underline">
                <RatingBadge rating={service.rating} count={service.ratings_count} lang={lang} />
              </a>
              <span className="inline-flex items-center gap-1 text-muted">
                <Eye aria-hidden="true" className="size-4" />
                {t('service_page.views', {
                  count: service.views,
                  formatted: formatNumber(service.views, lang),
                })}
              </span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <FavoriteButton
                type="service"
                id={service.id}
                favorite={favorite}
                action={action}
                loginHref={loginHref}
                signedIn={signedIn}
                name={service.name}
              />
              <ShareButton title={service.name} path={pageUrl} />
              {service.is_own && service.status === 'open' ? (
                <LinkButton to={`/${lang}/mark-service/${service.id}`} variant="secondary" size="sm">
                  <Megaphone aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t('service_page.promote')}
                </LinkButton>
              ) : null}
              {service.is_own ? null : (
                <ReportButton
                  type="service"
                  id={service.id}
                  action={action}
                  signedIn={signedIn}
                  loginHref={loginHref}
                />
              )}
            </div>
          </header>
          <ServiceGallery service={service} />
          <div className="flex flex-col gap-6 lg:hidden">
            <PricingPanel service={service} lang={lang} signedIn={signedIn} loginHref={loginHref} />
          </div>
          <ServiceFacts service={service} lang={lang} />
          <ReviewsSection
            service={service}
            reviews={reviews}
            lang={lang}
            hrefOfPage={(page) => `${pageUrl}${page > 1 ? `?reviews_page=${page}` : ''}#reviews`}
          />
        </div>
        <aside className="flex min-w-0 flex-col gap-4">
          <div className="hidden lg:block">
            <PricingPanel service={service} lang={lang} signedIn={signedIn} loginHref={loginHref} />
          </div>
          <ContactChannels service={service} signedIn={signedIn} />
          <section aria-labelledby="provider-title" className="rounded-2xl border border-line bg-surface p-5">
            <h2 id="provider-title" className="mb-3 text-lg font-bold">
              {t('service_page.about_provider')}
            </h2>
            <Link
              to={`/${lang}/provider/${encodeURIComponent(service.provider.slug)}`}
              className="flex items-center gap-3 hover:underline"
            >
              <Avatar name={service.provider.name} url={service.provider.avatar_url} size={48} />
              <span className="flex min-w-0 flex-col [overflow-wrap:anywhere]">
                <bdi className="font-semibold">{service.provider.name}</bdi>
                <RatingBadge
                  rating={service.provider.rating}
                  count={service.provider.ratings_count}
                  lang={lang}
                />
              </span>
            </Link>
          </section>
        </aside>
      </div>
      {similar.length ? (
        <section aria-labelledby="similar-title" className="mt-12">
          <h2 id="similar-title" className="mb-4 text-xl font-bold">
            {t('service_page.similar')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {similar.map((card) => (
              <li key={card.id} className="min-w-0">
                <ServiceCard service={card} lang={lang} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** A deleted or unavailable service says so, then shows the listing (SPEC.md section 8). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { lang } = useParams();
  if (!isRouteErrorResponse(error) || error.status !== 410) return <RouteErrorPage />;
  return (
    <ServiceGone lang={isLanguage(lang) ? lang : DEFAULT_LANGUAGE} message={t('service_page.deleted')} />
  );
}
