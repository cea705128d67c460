import type { CategoryTreeItem, Faq } from '@wasla/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../components/ui/link-button';
import { MainCategoryGrid } from '../features/catalogue/main-category-grid';
import { FaqList } from '../features/content/faq-list';
import { Hero } from '../features/home/hero';
import { HowItWorks } from '../features/home/how-it-works';
import { apiFor } from '../lib/api.server';
import { pageCopy } from '../lib/catalogs.server';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  const api = apiFor(context, lang);
  const [tree, faqs] = await Promise.all([
    api.get<CategoryTreeItem[]>('/all-categories'),
    api.get<Faq[]>('/faqs'),
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
  return { lang, categories, faqs: faqs.slice(0, 6), howItWorks: pageCopy(lang, 'how_it_works') };
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'brand.name' }, { key: 'meta.home_description' });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, categories, faqs, howItWorks } = loaderData;
  return (
    <>
      <Hero lang={lang} categories={categories} />
      <HowItWorks copy={howItWorks} />
      <section aria-labelledby="categories-title" className="bg-surface py-16">
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
      <section aria-labelledby="faq-title" className="container-page grid gap-8 py-16 lg:grid-cols-[1fr_2fr]">
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
    </>
  );
}
