import { formatNumber, formatRating } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The average rating as a star and a figure, with how many reviews it comes from. */
export function RatingBadge({ rating, count, lang }: { rating: string; count: number; lang: Language }) {
  const { t } = useTranslation();
  if (!count) return <span className="text-xs text-muted">{t('card.no_reviews')}</span>;
  const value = formatRating(Number(rating), lang);
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-accent-500 text-accent-500" />
      <span aria-hidden="true" className="font-semibold">
        {value}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({formatNumber(count, lang)})
      </span>
      <span className="sr-only">{t('card.rating_label', { rating: value, count })}</span>
    </span>
  );
}
