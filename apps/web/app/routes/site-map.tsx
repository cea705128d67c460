import { categoryTreeList } from '@wasla/shared/contracts/replies';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref } from '../features/catalogue/category-href';
import { PageHeader } from '../features/content/page-header';
import { apiFor } from '../lib/api-client/client.server';
import { pageCopy } from '../lib/catalogs.server';
import { type Feature, isAvailable } from '../lib/features';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/site-map';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  const tree = await apiFor(context, lang).get(categoryTreeList, '/all-categories');
  return {
    lang,
    copy: pageCopy(lang, 'sitemap'),
    mains: tree.map(({ id, slug, name }) => ({ id, slug, name })),
  };
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

/** The site's fixed pages by theme; blog and plans once their screens are built (lib/features.ts). */
const GROUPS: { key: string; links: [path: string, key: string, feature?: Feature][] }[] = [
  {
    key: 'sitemap.group_main',
    links: [
      ['', 'nav.home'],
      ['category', 'nav.services'],
      ['providers', 'nav.providers'],
      ['blogs', 'nav.blog', 'blogs'],
      ['plans', 'nav.plans', 'plans'],
    ],
  },
  {
    key: 'sitemap.group_account',
    links: [
      ['auth/login', 'auth.login'],
      ['auth/sign-up', 'auth.register'],
    ],
  },
  {
    key: 'sitemap.group_about',
    links: [
      ['about-us', 'footer.about'],
      ['our-platforms', 'footer.our_platforms'],
      ['faq', 'footer.faq'],
      ['categories-guide', 'footer.categories_guide'],
    ],
  },
  {
    key: 'sitemap.group_help',
    links: [
      ['suggestions', 'footer.suggestions'],
      ['app-rating', 'footer.rate_app'],
      ['privacy-policy', 'footer.privacy'],
      ['terms-and-conditions', 'footer.terms'],
    ],
  },
];

export default function SiteMap({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, copy, mains } = loaderData;
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro} />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        {GROUPS.map((group) => (
          <nav key={group.key} aria-label={t(group.key)}>
            <h2 className="font-bold text-brand-800">{t(group.key)}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {group.links
                .filter(([, , feature]) => isAvailable(feature))
                .map(([path, key]) => (
                  <li key={key}>
                    <Link
                      to={`/${lang}${path ? `/${path}` : ''}`}
                      className="text-ink hover:text-brand-700 hover:underline"
                    >
                      {t(key)}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <nav aria-label={t('sitemap.group_categories')} className="sm:col-span-2 lg:col-span-4">
          <h2 className="font-bold text-brand-800">{t('sitemap.group_categories')}</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {mains.map((main) => (
              <li key={main.id}>
                <Link to={categoryHref(lang, main.slug)} className="hover:text-brand-700 hover:underline">
                  {main.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
