import { DEAL_REASON_COMMENT_MAX_CHARS, REVIEW_WINDOW_DAYS } from '@wasla/shared/business-constants';
import type { DealReviews } from '@wasla/shared/contracts/deals';
import { formatDate } from '@wasla/shared/format';
import type { Language } from '@wasla/shared/languages';
import { EyeOff, Star } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { StarRatingField } from '../../components/ui/star-rating-field';
import { TextField } from '../../components/ui/text-field';
import { FormAlert } from '../auth/form-alert';
import { Block } from './deal-view';
import { useDealAction } from './use-deal-action';

const GROUPS = ['attitude', 'quality', 'commitment', 'deal_again'] as const;
type Review = NonNullable<DealReviews['mine']>;

function Stars({ value, label }: { value: number; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted">{label}</span>
      <span className="flex" role="img" aria-label={t('deals.review.stars', { count: value })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            aria-hidden="true"
            className={`size-4 ${n <= value ? 'fill-accent-400 text-accent-500' : 'text-line'}`}
          />
        ))}
      </span>
    </div>
  );
}

function ReviewCard({ review, title, lang }: { review: Review; title: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <article className="grid gap-2 rounded-xl border border-line p-4">
      <h3 className="font-semibold">{title}</h3>
      {GROUPS.map((group) => (
        <Stars key={group} value={review[group]} label={t(`deals.review.${group}`)} />
      ))}
      <p className="mt-1 whitespace-pre-line break-words" dir="auto">
        {review.comment}
      </p>
      <p className="text-xs text-muted">
        <time dateTime={review.created_at}>{formatDate(review.created_at, lang)}</time>
      </p>
    </article>
  );
}

/** The four star groups and a comment (SPEC.md section 3, Review); stars are required. */
function ReviewForm({ action }: { action: string }) {
  const { t } = useTranslation();
  const sent = useDealAction(action);
  const [comment, setComment] = useState(sent.values.comment ?? '');
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        sent.submit({
          intent: 'review',
          ...Object.fromEntries(GROUPS.map((g) => [g, String(form.get(g) ?? '')])),
          comment,
        });
      }}
    >
      <p className="text-sm text-muted">{t('deals.review.intro', { days: REVIEW_WINDOW_DAYS })}</p>
      <FormAlert messages={sent.formErrors} />
      <div className="grid gap-4 sm:grid-cols-2">
        {GROUPS.map((group) => (
          <StarRatingField
            key={group}
            name={group}
            label={t(`deals.review.${group}`)}
            starLabel={(count) => t('deals.review.stars', { count })}
            errors={sent.errors[group]}
            defaultValue={sent.values[group]}
          />
        ))}
      </div>
      <TextField
        label={t('deals.review.comment')}
        multiline
        value={comment}
        onChange={setComment}
        maxLength={DEAL_REASON_COMMENT_MAX_CHARS}
        isRequired
        errors={sent.errors.comment}
      />
      <div>
        <Button type="submit" isPending={sent.busy}>
          {t('deals.review.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Ratings after completion, double-blind (SPEC.md section 3; issue: nobody sees the other's review
 * until both have rated or the window closes): the form while mine is not in; then mine with a
 * word on when theirs shows; then both once published.
 */
export function DealReviewsBlock({
  reviews,
  action,
  lang,
  otherName,
}: {
  reviews: DealReviews;
  action: string;
  lang: Language;
  otherName: string;
}) {
  const { t } = useTranslation();
  const { mine, theirs } = reviews;
  const closed = reviews.window_closes_at !== null && Date.parse(reviews.window_closes_at) <= Date.now();
  return (
    <Block id="deal-reviews" title={t('deals.review.title')}>
      {mine ? null : closed ? (
        <p className="text-sm text-muted">{t('deals.review.closed')}</p>
      ) : (
        <ReviewForm action={action} />
      )}
      {mine && !theirs ? (
        <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900" role="status">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4.5 shrink-0" />
          {t('deals.review.waiting', {
            name: otherName,
            days: REVIEW_WINDOW_DAYS,
            date: reviews.window_closes_at ? formatDate(reviews.window_closes_at, lang) : '',
          })}
        </p>
      ) : null}
      {!mine && reviews.theirs_written ? (
        <p className="text-sm text-muted">{t('deals.review.theirs_hidden', { name: otherName })}</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {mine ? <ReviewCard review={mine} title={t('deals.review.mine')} lang={lang} /> : null}
        {theirs ? (
          <ReviewCard review={theirs} title={t('deals.review.theirs', { name: otherName })} lang={lang} />
        ) : null}
      </div>
    </Block>
  );
}
