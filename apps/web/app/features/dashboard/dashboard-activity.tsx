import type { DashboardStatistics } from '@wasla/shared/contracts/dashboard';
import { formatNumber } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Eye, Heart, History, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { RatingBadge } from '../../components/ui/rating-badge';
import { ReviewList } from '../reviews/review-list';

type VisitedService = DashboardStatistics['recent']['services'][number];

const CARD = 'rounded-2xl border border-line bg-surface p-5 sm:p-6';
const ROW_LINK =
  'flex items-center gap-3 rounded-xl p-2 outline-none transition-colors hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-accent-500';

function Card({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={CARD}>
      <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function ServiceRow({
  service,
  lang,
  extra,
}: {
  service: VisitedService;
  lang: Language;
  extra?: ReactNode;
}) {
  return (
    <Link to={`/${lang}/services/${encodeURIComponent(service.slug)}`} className={ROW_LINK}>
      {service.thumb ? (
        <img
          src={service.thumb.url}
          alt=""
          width={64}
          height={48}
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="h-12 w-16 shrink-0 rounded-lg"
          style={{ background: service.placeholder_bg }}
        />
      )}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-semibold">{service.name}</span>
        <span className="block truncate text-xs text-muted">{service.provider_name}</span>
      </span>
      {extra}
    </Link>
  );
}

function ServiceList({ services, lang }: { services: readonly VisitedService[]; lang: Language }) {
  return (
    <ul className="grid gap-1">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceRow service={service} lang={lang} />
        </li>
      ))}
    </ul>
  );
}

/** The services the account keeps as favourites, the latest few, with the way to all of them. */
function FavoriteServices({ stats, lang }: { stats: DashboardStatistics; lang: Language }) {
  const { t } = useTranslation();
  const services = stats.favorite_services;
  return (
    <Card
      id="favorite-services-title"
      title={t('dashboard.stats.favorite_services')}
      icon={<Heart aria-hidden="true" className="size-5 text-brand-700" />}
    >
      {services.length ? (
        <ServiceList services={services} lang={lang} />
      ) : (
        <p className="text-sm text-muted">{t('dashboard.stats.favorite_services_none')}</p>
      )}
      <Link
        to={services.length ? `/${lang}/favorite` : `/${lang}/category`}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {services.length
          ? t('dashboard.stats.favorite_services_all')
          : t('dashboard.stats.favorite_services_browse')}
      </Link>
    </Card>
  );
}

/** The account's most viewed service and favourite services, and what it opened lately. */
export function RecentAndPopular({ stats, lang }: { stats: DashboardStatistics; lang: Language }) {
  const { t } = useTranslation();
  const { services, providers } = stats.recent;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <div className="grid gap-6">
        <Card
          id="most-viewed-title"
          title={t('dashboard.stats.most_viewed')}
          icon={<Eye aria-hidden="true" className="size-5 text-brand-700" />}
        >
          {stats.most_viewed ? (
            <ServiceRow
              service={stats.most_viewed}
              lang={lang}
              extra={
                <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800">
                  {t('dashboard.stats.views', {
                    count: stats.most_viewed.views,
                    n: formatNumber(stats.most_viewed.views, lang),
                  })}
                </span>
              }
            />
          ) : (
            <p className="text-sm text-muted">{t('dashboard.stats.most_viewed_none')}</p>
          )}
        </Card>
        <FavoriteServices stats={stats} lang={lang} />
      </div>
      <Card
        id="recent-title"
        title={t('dashboard.stats.recent')}
        icon={<History aria-hidden="true" className="size-5 text-brand-700" />}
      >
        {services.length || providers.length ? (
          <div className="grid gap-4">
            {services.length ? (
              <div>
                <h3 className="mb-1 text-sm font-semibold text-muted">
                  {t('dashboard.stats.recent_services')}
                </h3>
                <ServiceList services={services} lang={lang} />
              </div>
            ) : null}
            {providers.length ? (
              <div>
                <h3 className="mb-1 text-sm font-semibold text-muted">
                  {t('dashboard.stats.recent_providers')}
                </h3>
                <ul className="grid gap-1 sm:grid-cols-2">
                  {providers.map((provider) => (
                    <li key={provider.id}>
                      <Link
                        to={`/${lang}/provider/${encodeURIComponent(provider.slug)}`}
                        className={ROW_LINK}
                      >
                        <Avatar name={provider.name} url={provider.avatar_url} size={40} />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-semibold">{provider.name}</span>
                          <RatingBadge rating={provider.rating} count={provider.ratings_count} lang={lang} />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-muted">{t('dashboard.stats.recent_none')}</p>
        )}
      </Card>
    </div>
  );
}

/** The average the account's services earned, and the latest reviews, with a way to all of them. */
export function ReceivedReviews({
  stats,
  lang,
  reviewsHref,
}: {
  stats: DashboardStatistics;
  lang: Language;
  reviewsHref: string;
}) {
  const { t } = useTranslation();
  return (
    <Card
      id="reviews-title"
      title={t('dashboard.stats.reviews')}
      icon={<Star aria-hidden="true" className="size-5 text-brand-700" />}
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <RatingBadge rating={stats.rating.average} count={stats.rating.count} lang={lang} />
        {stats.rating.count ? (
          <Link
            to={reviewsHref}
            className="text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {t('dashboard.stats.all_reviews')}
          </Link>
        ) : null}
      </div>
      {stats.reviews.length ? (
        <ReviewList
          reviews={{ data: stats.reviews, meta: { current_page: 1, last_page: 1 } }}
          lang={lang}
          hrefOfPage={() => reviewsHref}
          showService
        />
      ) : (
        <p className="text-sm text-muted">{t('dashboard.stats.reviews_none')}</p>
      )}
    </Card>
  );
}
