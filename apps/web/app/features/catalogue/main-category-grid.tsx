import type { Language } from '@wasla/shared/languages';
import { ChevronLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryHref } from './category-href';
import { CategoryIcon } from './category-icon';

export type MainCategoryCard = {
  id: number;
  slug: string;
  name: string;
  icon: string | null;
  popular_count: number;
  specialties: number;
};

/**
 * Main categories as cards: icon, name, number of specialties and the popular (services) count; each
 * opens the category's listing.
 */
export function MainCategoryGrid({ lang, categories }: { lang: Language; categories: MainCategoryCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {categories.map((category) => (
        <li key={category.id}>
          <Link
            to={categoryHref(lang, category.slug)}
            className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:p-5"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white">
              <CategoryIcon name={category.icon} />
            </span>
            <span className="font-semibold leading-snug">{category.name}</span>
            <span className="mt-auto flex items-center justify-between text-xs text-muted">
              <span>
                {t('home.specialties', { count: category.specialties })}
                <span aria-hidden="true"> · </span>
                {t('home.services_count', { count: category.popular_count })}
              </span>
              <ChevronLeft aria-hidden="true" className="size-4 text-brand-600 ltr:rotate-180" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
