import { categoryTreeList } from '@wasla/shared/contracts/replies';
import { formatNumber } from '@wasla/shared/format';
import { ArrowRight, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref } from '../features/catalogue/category-href';
import { CategoryIcon } from '../features/catalogue/category-icon';
import { PageHeader } from '../features/content/page-header';
import { apiFor } from '../lib/api-client/client.server';
import { pageCopy } from '../lib/catalogs.server';
import { copyMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/categories-guide';

export async function loader({ params, context }: Route.LoaderArgs) {
  const lang = langOf(params);
  return {
    lang,
    copy: pageCopy(lang, 'categories_guide'),
    tree: await apiFor(context, lang).get(categoryTreeList, '/all-categories'),
  };
}

export const meta: Route.MetaFunction = (args) => copyMeta(args);

/**
 * How to choose a category, then every main category with its specialties and what each covers; every
 * category name opens its listing.
 */
export default function CategoriesGuide({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lang, copy, tree } = loaderData;
  const total = tree.length + tree.reduce((n, m) => n + m.children.length, 0);
  return (
    <>
      <PageHeader title={copy.title} intro={copy.intro}>
        <p className="mt-4 text-sm font-semibold text-brand-800">
          {t('guide.totals', { mains: formatNumber(tree.length, lang), total: formatNumber(total, lang) })}
        </p>
      </PageHeader>
      <div className="container-page py-12">
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-5">
          {copy.tips.map((tip) => (
            <li key={tip.title} className="rounded-2xl border border-line bg-surface p-5">
              <Lightbulb aria-hidden="true" className="size-5 text-accent-500" />
              <h2 className="mt-3 font-semibold">{tip.title}</h2>
              <p className="mt-1.5 text-sm text-muted">{tip.body}</p>
            </li>
          ))}
        </ol>
        <h2 className="mt-14 text-2xl font-bold">{t('guide.all_categories')}</h2>
        <div className="mt-6 flex flex-col gap-3">
          {tree.map((main) => (
            <details
              key={main.id}
              id={main.slug}
              className="group scroll-mt-28 rounded-2xl border border-line bg-surface open:shadow-sm"
            >
              <summary className="flex cursor-pointer list-none items-center gap-4 p-5 [&::-webkit-details-marker]:hidden">
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                  <CategoryIcon name={main.icon} />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">{main.name}</span>
                  <span className="block text-sm text-muted">{main.description}</span>
                </span>
                <span className="shrink-0 rounded-full bg-canvas px-3 py-1 text-xs font-medium text-brand-800">
                  {t('home.specialties', { count: main.children.length })}
                </span>
              </summary>
              <div className="border-t border-line p-5">
                <Link
                  to={categoryHref(lang, main.slug)}
                  className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                >
                  {t('guide.all_in', { name: main.name })}
                  <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </Link>
                <ul className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
                  {main.children.map((child) => (
                    <li key={child.id} id={child.slug}>
                      <Link
                        to={categoryHref(lang, child.slug)}
                        className="font-medium text-brand-800 underline-offset-4 hover:underline"
                      >
                        {child.name}
                      </Link>
                      <p className="text-sm text-muted">{child.description}</p>
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          ))}
        </div>
      </div>
    </>
  );
}
