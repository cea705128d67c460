import type { subRatingsSchema } from '@wasla/shared/contracts/discovery';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The four sub-ratings of SPEC.md section 3, in the order they are asked. */
export const SUB_RATINGS = ['attitude', 'quality', 'commitment', 'deal_again'] as const;

/** The averages of the four sub-ratings (of a service or a provider) as labelled bars. */
export function SubRatings({ ratings }: { ratings: z.infer<typeof subRatingsSchema> }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {SUB_RATINGS.map((key) => {
        const value = Number(ratings[key]);
        return (
          <div key={key} className="flex flex-col gap-1">
            <dt className="flex justify-between gap-2 text-sm">
              <span>{t(`service_page.rating_${key}`)}</span>
              <span className="font-semibold">
                <span className="sr-only">{t('service_page.stars', { rating: value.toFixed(1) })}</span>
                <span aria-hidden="true">{value.toFixed(1)}</span>
              </span>
            </dt>
            <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-canvas">
              <span
                className="block h-full rounded-full bg-accent-500"
                style={{ width: `${(value / 5) * 100}%` }}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
