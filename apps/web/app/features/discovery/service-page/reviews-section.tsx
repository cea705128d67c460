import type { Review, ServiceDetail } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';
import { useTranslation } from 'react-i18next';
import { RatingBadge } from '../../../components/ui/rating-badge';
import { ReviewList } from '../../reviews/review-list';
import { SubRatings } from '../../reviews/sub-ratings';

/** The overall rating, the four sub-ratings of SPEC.md section 3 as bars, and the reviews with theirs. */
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
      {service.ratings_count ? <SubRatings ratings={service.sub_ratings} /> : null}
      <ReviewList reviews={reviews} lang={lang} hrefOfPage={hrefOfPage} />
    </section>
  );
}
