import type { ServiceCard as Card } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { Clock, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { PriceDisplay } from '../../components/ui/price-display';
import { RatingBadge } from '../../components/ui/rating-badge';
import { categoryHref } from '../catalogue/category-href';
import { PromotedBadge } from '../marks/promoted-badge';
import { PROMOTION_CLICK_QUERY } from '../marks/promotion-click';

/** What a card shows of a service: pages that send cards to the browser may send only this. */
export type ServiceCardView = Pick<
  Card,
  | 'id'
  | 'slug'
  | 'type'
  | 'status'
  | 'name'
  | 'thumb'
  | 'placeholder_bg'
  | 'price_from'
  | 'min_delivery_days'
  | 'rating'
  | 'ratings_count'
  | 'location'
> & {
  main_category: { name: string; slug: string } | null;
  category: { name: string; slug: string } | null;
  provider: Pick<Card['provider'], 'name' | 'avatar_url'>;
  /** Promoted now: labelled so (a listing already puts it first in its category). */
  promoted?: boolean;
};

/**
 * A service in a listing: picture, name, who offers it, rating and the lowest price. `grid` stacks
 * it for columns; `list` lays it out in one row for reading down a page. `action` is the favourite
 * toggle, kept outside the link so that it stays its own button.
 */
export function ServiceCard({
  service,
  lang,
  layout = 'grid',
  action,
  eager = false,
}: {
  service: ServiceCardView;
  lang: Language;
  layout?: 'grid' | 'list';
  action?: ReactNode;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  // A promoted card says so in its link: the service page counts the visit as a click on the
  // promotion, which its owner reads beside its impressions.
  const href = `/${lang}/services/${encodeURIComponent(service.slug)}${service.promoted ? PROMOTION_CLICK_QUERY : ''}`;
  const list = layout === 'list';
  const category = service.category ?? service.main_category;
  return (
    <article
      className={`group relative flex h-full overflow-hidden rounded-2xl border border-line bg-surface transition-shadow hover:shadow-md ${
        list ? 'flex-row' : 'flex-col'
      }`}
    >
      <div
        className={`relative shrink-0 ${list ? 'w-32 sm:w-56' : 'w-full'} aspect-[4/3]`}
        style={{ backgroundColor: service.placeholder_bg }}
      >
        {service.thumb ? (
          <img
            src={service.thumb.url}
            alt=""
            width={service.thumb.width ?? 480}
            height={service.thumb.height ?? 360}
            loading={eager ? 'eager' : 'lazy'}
            // The first cards' pictures are what a phone paints largest: ask for them before scripts.
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        {service.type === 'requested' ? (
          <span className="absolute start-2 top-2 rounded-full bg-ink/80 px-2.5 py-1 text-xs font-semibold text-white">
            {t('card.requested')}
          </span>
        ) : null}
        {service.status === 'holiday' ? (
          <span className="absolute start-2 bottom-2 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-accent-900">
            {t('card.on_holiday')}
          </span>
        ) : null}
      </div>
      {action ? <div className="absolute end-2 top-2 z-10">{action}</div> : null}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {category || service.promoted ? (
          <div className="flex min-h-5 min-w-0 items-center justify-between gap-2">
            {category ? (
              // Above the card's stretched link: the category opens its own listing.
              <Link
                to={categoryHref(lang, category.slug)}
                className="relative z-10 min-w-0 truncate rounded-sm text-xs font-medium text-brand-700 hover:underline"
              >
                {category.name}
              </Link>
            ) : (
              <span />
            )}
            {service.promoted ? <PromotedBadge /> : null}
          </div>
        ) : null}
        <h3 className="line-clamp-2 font-semibold leading-snug [overflow-wrap:anywhere]">
          {/* Names and titles are the user's own words: `dir="auto"` isolates them (as <bdi> does). */}
          <Link
            to={href}
            dir="auto"
            className="outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {service.name}
          </Link>
        </h3>
        <div className="flex min-w-0 items-center gap-2 text-sm text-muted">
          <Avatar name={service.provider.name} url={service.provider.avatar_url} size={24} />
          <span dir="auto" className="truncate">
            {service.provider.name}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <RatingBadge rating={service.rating} count={service.ratings_count} lang={lang} />
          {service.min_delivery_days ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              {t('card.delivery_days', { count: service.min_delivery_days })}
            </span>
          ) : null}
          {service.location ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{service.location}</span>
            </span>
          ) : null}
        </div>
        {service.price_from ? (
          <div className="mt-auto flex items-end justify-between gap-2 border-t border-line pt-3">
            <span className="text-xs text-muted">{t('card.starting_at')}</span>
            <PriceDisplay price={service.price_from} lang={lang} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
