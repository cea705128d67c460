import type { Language } from '@wasla/shared/languages';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../components/ui/link-button';
import { categoryHref } from '../catalogue/category-href';
import { CategoryIcon } from '../catalogue/category-icon';
import type { MainCategoryCard } from '../catalogue/main-category-grid';

/**
 * The first screen: what the product does, the two ways in, and the first categories, each a way
 * into its listing.
 */
export function Hero({ lang, categories }: { lang: Language; categories: MainCategoryCard[] }) {
  const { t } = useTranslation();
  const points = ['home.point_categories', 'home.point_escrow', 'home.point_languages'];
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        // A gradient rather than a blurred disc: a large blur filter is slow to paint on a phone.
        className="absolute -top-56 -end-56 size-[44rem] rounded-full bg-radial from-brand-700/50 to-transparent to-70%"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-300">
            {t('home.eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            {t('home.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-brand-100">{t('home.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton to={`/${lang}/add-service?type=provided`} variant="accent" size="lg">
              {t('home.cta_provide')}
            </LinkButton>
            <LinkButton
              to={`/${lang}/add-service?type=requested`}
              size="lg"
              className="border border-white/30 bg-white/5 text-white hover:bg-white/15"
            >
              {t('home.cta_request')}
            </LinkButton>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {points.map((key) => (
              <li key={key} className="inline-flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-accent-300" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
        {/* A plain grid: staggered tiles (shifted by more than the gap) ran into the row below. */}
        <ul aria-label={t('home.categories_title')} className="hidden auto-rows-fr grid-cols-3 gap-3 lg:grid">
          {categories.slice(0, 9).map((category) => (
            <li key={category.id} className="min-w-0">
              <Link
                to={categoryHref(lang, category.slug)}
                className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white/8 p-4 text-center ring-1 ring-white/10 outline-none transition-colors hover:bg-white/15 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-400"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700">
                  <CategoryIcon name={category.icon} />
                </span>
                <span className="w-full text-xs font-medium leading-snug text-brand-50 [overflow-wrap:anywhere]">
                  {category.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
