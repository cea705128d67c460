import { type ArticleSummary, articleSummarySchema } from '@wasla/shared/contracts/blog';
import type { ServiceCard as Card, Review } from '@wasla/shared/contracts/discovery';
import {
  favoriteIdsSchema,
  followStateSchema,
  providerDetailSchema,
} from '@wasla/shared/contracts/discovery';
import { pageOf, providerCardList, reviewPage, serviceCardPage } from '@wasla/shared/contracts/replies';
import { formatNumber } from '@wasla/shared/format';
import { Briefcase, Megaphone, MessageCircle, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { LinkTabs } from '../components/ui/link-tabs';
import { Pagination } from '../components/ui/pagination';
import { isolated } from '../components/ui/with-user-text';
import { loginRedirectPath, requireUser, withSession } from '../features/auth/require-user.server';
import { ArticleCard } from '../features/blog/article-card';
import { FavoriteButton } from '../features/discovery/favorite-button';
import { ServiceCard } from '../features/discovery/service-card';
import { ReportButton } from '../features/discovery/service-page/report-dialog';
import { ShareButton } from '../features/discovery/service-page/share-button';
import { AboutTab } from '../features/providers/about-tab';
import { FollowButton, type FollowReply } from '../features/providers/follow-button';
import { ProfileHeader } from '../features/providers/profile-header';
import { ProviderCards } from '../features/providers/provider-card-row';
import { type ProfileState, profileHref, readProfileState } from '../features/providers/provider-page-url';
import { providerStructuredData } from '../features/providers/structured-data';
import { ReviewList } from '../features/reviews/review-list';
import { deviceOf } from '../lib/device.server';
import { FEATURES } from '../lib/features';
import { i18nFor } from '../lib/i18n';
import { langDataOf, pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/provider-page';

const articleSummaryPage = pageOf(articleSummarySchema);
type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; total: number } };
const NO_PAGE = { data: [], meta: { current_page: 1, last_page: 1, total: 0 } };

export async function loader(args: Route.LoaderArgs) {
  const { lang, api, signedIn } = await visitorApi(args);
  const url = new URL(args.request.url);
  const state = readProfileState(url.searchParams);
  const { device, cookie } = deviceOf(args.request);
  const headers = cookie ? { 'Set-Cookie': cookie } : undefined;
  // A visit counts once a device a day (and never on one's own profile).
  const found = await api.request(
    providerDetailSchema,
    'GET',
    `/providers/${encodeURIComponent(args.params.slug)}?device_name=${device}`,
  );
  // Unknown and deleted accounts alike are 404: the API tells them apart from nothing else.
  if (found.status !== 200 || found.body.error) throw data(found.body, { status: found.status, headers });
  const provider = found.body.data;
  if (provider.slug !== args.params.slug)
    throw redirect(profileHref(lang, provider.slug, state), { headers });

  const id = provider.id;
  const [services, reviews, articles, similar, suggested, favorites] = await Promise.all([
    state.tab === 'services'
      ? api.get(serviceCardPage, `/providers/${id}/services?type=${state.type}&page=${state.page}`)
      : Promise.resolve(NO_PAGE as Paged<Card>),
    state.tab === 'reviews'
      ? api.get(reviewPage, `/providers/${id}/reviews?page=${state.page}`)
      : Promise.resolve(NO_PAGE as Paged<Review>),
    state.tab === 'articles'
      ? api.get(articleSummaryPage, `/providers/${id}/blogs?page=${state.page}`)
      : Promise.resolve(NO_PAGE as Paged<ArticleSummary>),
    api.get(providerCardList, `/providers/similar?provider_id=${id}`).catch(() => []),
    api.get(providerCardList, '/providers/suggestion').catch(() => []),
    signedIn
      ? api
          .request(favoriteIdsSchema, 'GET', '/favorites/ids')
          .then((r) => (r.body.error ? { service: [], provider: [] } : r.body.data))
      : Promise.resolve({ service: [] as number[], provider: [] as number[] }),
  ]);
  // Suggestions leave out this provider and those already shown as similar.
  const shown = new Set([id, ...similar.map((p) => p.id)]);
  return data(
    {
      lang,
      provider,
      state,
      services,
      reviews,
      articles,
      similar,
      suggested: suggested.filter((p) => !shown.has(p.id)),
      signedIn,
      favorites,
      loginHref: loginRedirectPath(lang, url),
      pagePath: url.pathname,
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Following or unfollowing the account of this profile; guests are sent to log in first. */
export async function action(args: Route.ActionArgs) {
  const signed = await requireUser(args);
  const form = await args.request.formData();
  const accountId = Number(form.get('account_id'));
  if (form.get('intent') !== 'follow' || !Number.isInteger(accountId) || accountId < 1) {
    return data<FollowReply>({ ok: false, errors: { form: ['bad request'] } }, { status: 400 });
  }
  const follow = form.get('follow') === 'true';
  const result = await signed.api.send(
    followStateSchema,
    follow ? 'POST' : 'DELETE',
    `/networks/${accountId}/follow`,
  );
  const reply: FollowReply = result.ok
    ? {
        ok: true,
        following: result.data.is_following,
        followers_count: result.data.followers_count,
        message: result.message?.txt[0] ?? '',
      }
    : { ok: false, errors: { form: result.message.txt ?? [] } };
  return withSession(signed, reply);
}

export const meta: Route.MetaFunction = (args) => {
  const provider = args.loaderData?.provider;
  const shell = langDataOf(args.matches);
  if (!provider || !shell)
    return pageMeta(args, { key: 'providers.title' }, { key: 'providers.description' });
  const t = i18nFor(shell.lang).t;
  const bio = provider.bio?.replace(/\s+/g, ' ').trim();
  const description =
    bio && bio.length > 20
      ? bio.slice(0, 160)
      : t('provider_page.meta_description', {
          name: provider.name,
          kind: t(`account_types.${provider.account_type}`, { defaultValue: provider.account_type }),
        });
  const origin = shell.origin;
  const image = provider.avatar_url
    ? provider.avatar_url.startsWith('http')
      ? provider.avatar_url
      : `${origin}${provider.avatar_url}`
    : null;
  return [
    ...pageMeta(args, { text: provider.name }, { text: description }),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    {
      'script:ld+json': providerStructuredData(provider, origin, shell.lang, {
        home: t('nav.home'),
        providers: t('providers.title'),
      }),
    },
  ];
};

/** A provider's public profile: who they are, what they offer and ask for, and what others say. */
export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const {
    lang,
    provider,
    state,
    services,
    reviews,
    articles,
    similar,
    suggested,
    signedIn,
    favorites,
    loginHref,
  } = loaderData;
  const hrefOf = (next: Partial<ProfileState>) => profileHref(lang, provider.slug, next);
  const discoveryAction = `/${lang}/discovery-action`;
  const count = (n: number) => (
    <span className="rounded-full bg-canvas px-1.5 py-0.5 text-xs font-semibold text-muted">
      {formatNumber(n, lang)}
    </span>
  );
  const tabs = [
    { id: 'about', label: t('provider_page.tab_about'), href: hrefOf({ tab: 'about' }) },
    {
      id: 'services',
      label: (
        <>
          {t('provider_page.tab_services')}
          {count(provider.provided_count + provider.requested_count)}
        </>
      ),
      href: hrefOf({ tab: 'services' }),
    },
    {
      id: 'reviews',
      label: (
        <>
          {t('provider_page.tab_reviews')}
          {count(provider.ratings_count)}
        </>
      ),
      href: hrefOf({ tab: 'reviews' }),
    },
    { id: 'articles', label: t('provider_page.tab_articles'), href: hrefOf({ tab: 'articles' }) },
  ];

  return (
    <div className="container-page py-6">
      <Breadcrumbs
        crumbs={[
          { label: t('nav.home'), href: `/${lang}` },
          { label: t('providers.title'), href: `/${lang}/providers` },
          { label: provider.name },
        ]}
      />

      <ProfileHeader
        provider={provider}
        lang={lang}
        reviewsHref={hrefOf({ tab: 'reviews' })}
        follow={
          <>
            <FollowButton
              accountId={provider.id}
              name={provider.name}
              following={provider.is_following}
              signedIn={signedIn}
              loginHref={loginHref}
              action={loaderData.pagePath}
            />
            {/* A guest is asked to log in by the chat and brought back to this conversation. */}
            {FEATURES.chat ? (
              <LinkButton to={`/${lang}/chat?to=${provider.id}`} variant="secondary">
                <MessageCircle aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />
                {t('provider_page.send_message')}
              </LinkButton>
            ) : null}
          </>
        }
        actions={
          <>
            <FavoriteButton
              type="provider"
              id={provider.id}
              favorite={favorites.provider.includes(provider.id)}
              action={discoveryAction}
              loginHref={loginHref}
              signedIn={signedIn}
              name={provider.name}
            />
            <ShareButton title={provider.name} path={loaderData.pagePath} />
            <ReportButton
              type="provider"
              id={provider.id}
              action={discoveryAction}
              signedIn={signedIn}
              loginHref={loginHref}
            />
          </>
        }
      />

      <div className="mt-8 flex flex-col gap-6">
        <LinkTabs label={t('provider_page.tabs_label')} tabs={tabs} current={state.tab} />
        <section aria-labelledby="tab-title" className="min-w-0">
          <h2 id="tab-title" className="sr-only">
            {t(`provider_page.tab_${state.tab}`)}
          </h2>
          {state.tab === 'about' ? <AboutTab provider={provider} lang={lang} /> : null}
          {state.tab === 'services' ? (
            <div className="flex flex-col gap-5">
              <LinkTabs
                variant="pills"
                label={t('provider_page.services_type')}
                current={state.type}
                tabs={(['provided', 'requested'] as const).map((type) => ({
                  id: type,
                  href: hrefOf({ tab: 'services', type }),
                  label: (
                    <>
                      {t(`provider_page.type_${type}`)}
                      <span className="text-xs text-muted">
                        {formatNumber(provider[`${type}_count`], lang)}
                      </span>
                    </>
                  ),
                }))}
              />
              {services.data.length ? (
                <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {services.data.map((service) => (
                    <li key={service.id} className="min-w-0">
                      <ServiceCard
                        service={service}
                        lang={lang}
                        action={
                          <FavoriteButton
                            type="service"
                            id={service.id}
                            favorite={favorites.service.includes(service.id)}
                            action={discoveryAction}
                            loginHref={loginHref}
                            signedIn={signedIn}
                            name={service.name}
                          />
                        }
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState
                  icon={state.type === 'provided' ? Briefcase : Megaphone}
                  title={t(`provider_page.no_${state.type}`)}
                  body={t(`provider_page.no_${state.type}_body`, { name: isolated(provider.name) })}
                  headingLevel={3}
                />
              )}
              <Pagination
                current={services.meta.current_page}
                last={services.meta.last_page}
                hrefOf={(page) => hrefOf({ tab: 'services', type: state.type, page })}
              />
            </div>
          ) : null}
          {state.tab === 'reviews' ? (
            // The overall rating and its sub-ratings head the page; each review names its service.
            <div className="flex flex-col gap-5">
              <ReviewList
                reviews={reviews}
                lang={lang}
                hrefOfPage={(page) => hrefOf({ tab: 'reviews', page })}
                showService
              />
            </div>
          ) : null}
          {state.tab === 'articles' ? (
            articles.data.length ? (
              <div className="grid gap-4">
                <ul className="grid gap-5 sm:grid-cols-2">
                  {articles.data.map((article) => (
                    <li key={article.id} className="flex">
                      <ArticleCard article={article} lang={lang} headingLevel={3} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  current={articles.meta.current_page}
                  last={articles.meta.last_page}
                  hrefOf={(page) => hrefOf({ tab: 'articles', page })}
                />
              </div>
            ) : (
              <EmptyState
                icon={Newspaper}
                title={t('provider_page.no_articles')}
                body={t('provider_page.no_articles_body', { name: isolated(provider.name) })}
                headingLevel={3}
              />
            )
          ) : null}
        </section>
      </div>

      <ProviderCards id="similar-title" title={t('provider_page.similar')} providers={similar} lang={lang} />
      <ProviderCards
        id="suggested-title"
        title={t('provider_page.suggested')}
        providers={suggested}
        lang={lang}
      />
    </div>
  );
}
