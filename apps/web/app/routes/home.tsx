import { articleSummarySchema } from '@wasla/shared/contracts/blog';
import { favoriteIdsSchema } from '@wasla/shared/contracts/discovery';
import {
  categoryTreeList,
  faqList,
  pageOf,
  providerCardList,
  providerCardPage,
  serviceCardPage,
} from '@wasla/shared/contracts/replies';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LinkButton } from '../components/ui/link-button';
import { currentUser } from '../features/auth/current-user.server';
import { loginRedirectPath } from '../features/auth/require-user.server';
import { ArticleCard } from '../features/blog/article-card';
import { MainCategoryGrid } from '../features/catalogue/main-category-grid';
import { FaqList } from '../features/content/faq-list';
import { FavoriteButton } from '../features/discovery/favorite-button';
import { ServiceCard } from '../features/discovery/service-card';
import { CardSection, CardSlot } from '../features/home/card-section';
import { Hero } from '../features/home/hero';
import {
  HOME_PROVIDERS,
  HOME_SERVICES,
  providerCardView,
  serviceCardView,
  suggestedProviders,
  typeCounts,
} from '../features/home/home-cards';
import { HowItWorks } from '../features/home/how-it-works';
import { PlanCards } from '../features/home/plan-cards';
import { OnboardingGate } from '../features/onboarding/onboarding-gate';
import { HomePlans } from '../features/plans/home-plans';
import { plansApi } from '../features/plans/plans-api.server';
import { ProviderCard } from '../features/providers/provider-card';
import { pageCopy } from '../lib/catalogs.server';
import { pageMeta } from '../lib/meta';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/home';

type Ids = { service: number[]; provider: number[] };
const articleSummaryPage = pageOf(articleSummarySchema);
/** Home's row of articles: one row of cards on a desktop. */
const HOME_ARTICLES = 4;
const NO_IDS: Ids = { service: [], provider: [] };

export async function loader(args: Route.LoaderArgs) {
  const { lang, api, signedIn } = await visitorApi(args);
  const { request, context } = args;
  // Every read at once: the page waits for the slowest, not for their sum.
  const [tree, faqs, latest, top, requested, personal, plans, articles] = await Promise.all([
    api.get(categoryTreeList, '/all-categories'),
    api.get(faqList, '/faqs'),
    api.get(serviceCardPage, '/services?sort=latest&per_page=10'),
    api.get(providerCardPage, '/providers?sort=rating&per_page=10'),
    api.get(serviceCardPage, '/services?type=requested&per_page=10'),
    signedIn ? personalLists(api, currentUser(context, request, lang)) : null,
    // The plans are one section among many: without them home still shows.
    plansApi(api)
      .list('monthly')
      .then((reply) => reply.data)
      .catch(() => []),
    // The latest articles (SPEC.md section 2, home), in the visitor's language first.
    api.get(articleSummaryPage, `/blogs?per_page=${HOME_ARTICLES}`).catch(() => ({ data: [] })),
  ]);
  // Only what the cards show travels to the browser, not the whole tree.
  const categories = tree.map(({ id, slug, name, icon, popular_count, children }) => ({
    id,
    slug,
    name,
    icon,
    popular_count,
    specialties: children.length,
  }));
  const topProviders = top.data.slice(0, HOME_PROVIDERS);
  const selfId = personal?.selfId ?? null;
  const suggested = personal
    ? suggestedProviders({
        similar: personal.similar,
        suggestion: personal.suggestion,
        shown: topProviders,
        selfId,
        max: HOME_PROVIDERS,
      })
    : [];
  return {
    lang,
    categories,
    faqs: faqs.slice(0, 6),
    howItWorks: pageCopy(lang, 'how_it_works'),
    counts: typeCounts(latest.meta.total, requested.meta.total),
    latest: latest.data.slice(0, HOME_SERVICES).map(serviceCardView),
    topProviders: topProviders.map(providerCardView),
    plans,
    articles: articles.data,
    suggested: suggested.map(providerCardView),
    signedIn: personal !== null,
    selfId,
    favorites: personal?.favorites ?? NO_IDS,
    loginHref: loginRedirectPath(lang, new URL(request.url)),
  };
}

/**
 * What home shows a signed-in visitor only: their hearts, and providers suggested to them (the API
 * leaves out whom they follow) with those working in their own categories first. A stale session
 * reads as a guest: none of these may fail the page.
 */
async function personalLists(
  api: Awaited<ReturnType<typeof visitorApi>>['api'],
  account: ReturnType<typeof currentUser>,
) {
  const user = (await account).user;
  if (!user) return null;
  const list = <S extends z.ZodType>(contract: S, path: string, fallback: z.output<S>) =>
    api.request(contract, 'GET', path).then((r) => (r.body.error ? fallback : r.body.data));
  const [favorites, suggestion, similar] = await Promise.all([
    list(favoriteIdsSchema, '/favorites/ids', NO_IDS),
    list(providerCardList, '/providers/suggestion', []),
    list(providerCardList, `/providers/similar?provider_id=${user.id}`, []),
  ]);
  return { selfId: user.id, favorites, suggestion, similar };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'brand.name' }, { key: 'meta.home_description' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, categories, faqs, howItWorks, counts, latest, topProviders, suggested } = loaderData;
  const { signedIn, selfId, favorites, loginHref, plans, articles } = loaderData;
  const heart = (type: 'service' | 'provider', id: number, name: string) =>
    type === 'provider' && id === selfId ? undefined : (
      <FavoriteButton
        type={type}
        id={id}
        favorite={favorites[type].includes(id)}
        action={`/${lang}/discovery-action`}
        loginHref={loginHref}
        signedIn={signedIn}
        name={name}
      />
    );
  const providerCards = (providers: typeof topProviders) =>
    providers.map((provider) => (
      <CardSlot key={provider.id}>
        <ProviderCard
          provider={provider}
          lang={lang}
          action={heart('provider', provider.id, provider.name)}
        />
      </CardSlot>
    ));
  return (
    <>
      <OnboardingGate lang={lang} signedIn={signedIn} />
      <Hero lang={lang} categories={categories} />
      <HowItWorks copy={howItWorks} />
      <PlanCards lang={lang} counts={counts} signedIn={signedIn} />
      <HomePlans plans={plans} lang={lang} />
      <section aria-labelledby="categories-title" className="below-fold py-16">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="categories-title" className="text-2xl font-bold sm:text-3xl">
                {t('home.categories_title')}
              </h2>
              <p className="mt-2 text-muted">{t('home.categories_subtitle')}</p>
            </div>
            <Link to={`/${lang}/categories-guide`} className="font-semibold text-brand-700 hover:underline">
              {t('home.categories_all')}
            </Link>
          </div>
          <div className="mt-8">
            <MainCategoryGrid lang={lang} categories={categories} />
          </div>
        </div>
      </section>
      {latest.length ? (
        <CardSection
          id="latest"
          tinted
          title={t('home.latest_title')}
          subtitle={t('home.latest_subtitle')}
          all={{ href: `/${lang}/category`, label: t('home.latest_all') }}
        >
          {latest.map((service) => (
            <CardSlot key={service.id}>
              <ServiceCard
                service={service}
                lang={lang}
                action={heart('service', service.id, service.name)}
              />
            </CardSlot>
          ))}
        </CardSection>
      ) : null}
      {topProviders.length ? (
        <CardSection
          id="top-providers"
          title={t('home.top_title')}
          subtitle={t('home.top_subtitle')}
          all={{ href: `/${lang}/providers`, label: t('home.top_all') }}
        >
          {providerCards(topProviders)}
        </CardSection>
      ) : null}
      {articles.length ? (
        <CardSection
          id="latest-articles"
          title={t('home.articles_title')}
          subtitle={t('home.articles_subtitle')}
          all={{ href: `/${lang}/blogs`, label: t('home.articles_all') }}
        >
          {articles.map((article) => (
            <CardSlot key={article.id}>
              <ArticleCard article={article} lang={lang} headingLevel={3} />
            </CardSlot>
          ))}
        </CardSection>
      ) : null}
      {suggested.length ? (
        <CardSection
          id="suggested"
          tinted
          title={t('home.suggested_title')}
          subtitle={t('home.suggested_subtitle')}
        >
          {providerCards(suggested)}
        </CardSection>
      ) : null}
      <section
        aria-labelledby="faq-title"
        className="below-fold container-page grid gap-8 py-16 lg:grid-cols-[1fr_2fr]"
      >
        <div>
          <h2 id="faq-title" className="text-2xl font-bold sm:text-3xl">
            {t('home.faq_title')}
          </h2>
          <p className="mt-3 text-muted">{t('home.faq_subtitle')}</p>
          <Link
            to={`/${lang}/faq`}
            className="mt-5 inline-block font-semibold text-brand-700 hover:underline"
          >
            {t('home.faq_all')}
          </Link>
        </div>
        <FaqList faqs={faqs} />
      </section>
      {signedIn ? null : (
        <section className="container-page pb-16">
          <div className="flex flex-col items-start gap-5 rounded-3xl bg-accent-100 p-8 sm:flex-row sm:items-center sm:justify-between sm:p-10">
            <div>
              <h2 className="text-2xl font-bold text-accent-900">{t('home.join_title')}</h2>
              <p className="mt-2 text-accent-900/80">{t('home.join_body')}</p>
            </div>
            <LinkButton to={`/${lang}/auth/sign-up`} size="lg">
              {t('auth.register')}
            </LinkButton>
          </div>
        </section>
      )}
    </>
  );
}
