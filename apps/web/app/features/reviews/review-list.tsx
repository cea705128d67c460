import type { Review } from '@wasla/shared/contracts/discovery';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { MessageSquareText, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { EmptyState } from '../../components/ui/empty-state';
import { Pagination } from '../../components/ui/pagination';
import { SUB_RATINGS } from './sub-ratings';

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

/**
 * One page of reviews, newest first: who wrote it and when, the stars, the words and the four
 * sub-ratings it gave. `showService` names the service reviewed, for lists that span several (a
 * provider's profile). An empty page says there are no reviews yet.
 */
export function ReviewList({
  reviews,
  lang,
  hrefOfPage,
  showService = false,
}: {
  reviews: { data: Review[]; meta: { current_page: number; last_page: number } };
  lang: Language;
  hrefOfPage: (page: number) => string;
  showService?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {reviews.data.length ? (
        <ul className="flex flex-col gap-3">
          {reviews.data.map((review) => (
            <li key={review.id} className="flex gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
              <Avatar name={review.reviewer.name} url={review.reviewer.avatar_url} size={40} />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <bdi className="font-semibold">{review.reviewer.name}</bdi>
                  <time dateTime={review.created_at} className="text-xs text-muted">
                    {formatDate(review.created_at, lang)}
                  </time>
                </div>
                <Stars
                  value={Number(review.rating)}
                  label={t('service_page.stars', { rating: review.rating })}
                />
                {showService && review.service ? (
                  <Link
                    to={`/${lang}/services/${encodeURIComponent(review.service.slug)}`}
                    className="truncate text-sm font-medium text-brand-700 hover:underline"
                  >
                    <bdi>{review.service.name}</bdi>
                  </Link>
                ) : null}
                <p className="text-sm leading-relaxed" dir="auto">
                  {review.comment}
                </p>
                <dl className="mt-1 flex flex-wrap gap-1.5 text-xs">
                  {SUB_RATINGS.map((key) => (
                    <div
                      key={key}
                      className="inline-flex items-center gap-1 rounded-full bg-canvas px-2.5 py-1"
                    >
                      <dt className="text-muted">{t(`service_page.rating_${key}`)}</dt>
                      <dd className="inline-flex items-center gap-0.5 font-semibold">
                        <Star aria-hidden="true" className="size-3 fill-accent-500 text-accent-500" />
                        <span className="sr-only">{t('service_page.stars', { rating: review[key] })}</span>
                        <span aria-hidden="true">{review[key]}</span>
                      </dd>
                    </div>
                  ))}
                </dl>
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
    </>
  );
}
