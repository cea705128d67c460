import type { Review, ServiceDetail } from '@wasla/shared/contracts/discovery';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { MessageSquareText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { RatingBadge } from '../../../components/ui/rating-badge';

const SUB_RATINGS = ['attitude', 'quality', 'commitment', 'deal_again'] as const;

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={`size-4 ${n <= Math.round(value) ? 'fill-accent-500 text-accent-500' : 'text-line'}`}
        />
      ))}
    </span>
  );
}

/** The overall rating, the four sub-ratings of SPEC.md section 3 as bars, and the reviews. */
export function ReviewsSection({
  service,
  reviews,
  lang,
  hrefOfPage,
}: {
  service: ServiceDetail;
  reviews: { data: Review[]; meta: { current_page: number; last_page: number } };
  lang: Language;
  hrefOfPage: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="flex scroll-mt-28 flex-col gap-5 border-t border-line pt-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reviews-title" className="text-lg font-bold">
          {t('service_page.reviews')}
        </h2>
        <RatingBadge rating={service.rating} count={service.ratings_count} lang={lang} />
      </div>
      {service.ratings_count ? (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {SUB_RATINGS.map((key) => {
            const value = Number(service.sub_ratings[key]);
            return (
              <div key={key} className="flex flex-col gap-1">
                <dt className="flex justify-between text-sm">
                  <span>{t(`service_page.rating_${key}`)}</span>
                  <span className="font-semibold">{value.toFixed(1)}</span>
                </dt>
                <dd className="h-2 overflow-hidden rounded-full bg-canvas">
                  <span
                    className="block h-full rounded-full bg-accent-500"
                    style={{ width: `${(value / 5) * 100}%` }}
                  />
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {reviews.data.length ? (
        <ul className="flex flex-col divide-y divide-line">
          {reviews.data.map((review) => (
            <li key={review.id} className="flex gap-3 py-4">
              <Avatar name={review.reviewer.name} url={review.reviewer.avatar_url} size={40} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{review.reviewer.name}</span>
                  <time dateTime={review.created_at} className="text-xs text-muted">
                    {formatDate(review.created_at, lang)}
                  </time>
                </div>
                <Stars
                  value={Number(review.rating)}
                  label={t('service_page.stars', { rating: review.rating })}
                />
                <p className="mt-1 text-sm leading-relaxed" dir="auto">
                  {review.comment}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={MessageSquareText}
          title={t('service_page.no_reviews')}
          body={t('service_page.no_reviews_body')}
          headingLevel={3}
        />
      )}
      <Pagination current={reviews.meta.current_page} last={reviews.meta.last_page} hrefOf={hrefOfPage} />
    </section>
  );
}
