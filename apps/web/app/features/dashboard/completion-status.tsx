import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressRing } from '../../components/ui/progress-ring';

/**
 * The title of the dashboard menu: "Profile completed", or "Profile not completed" with the
 * percentage in a circle and a link to complete it (SPEC.md section 2, dashboard side menu).
 */
export function CompletionStatus({
  score,
  lang,
  compact = false,
}: {
  score: number;
  lang: string;
  /** The collapsed rail: only the circle (or the tick), named for screen readers. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const complete = score >= 100;
  const ringLabel = t('dashboard.completion.ring_label', { percent: score });
  if (compact) {
    return complete ? (
      <BadgeCheck
        role="img"
        aria-label={t('dashboard.completion.complete')}
        className="size-8 text-success"
      />
    ) : (
      <Link
        to={`/${lang}/my-profile`}
        aria-label={`${t('dashboard.completion.complete_link')} (${ringLabel})`}
        title={t('dashboard.completion.complete_link')}
        className="rounded-full"
      >
        <ProgressRing value={score} label={ringLabel} size={44} stroke={4} />
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-3">
      {complete ? (
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-success/10 text-success">
          <BadgeCheck aria-hidden="true" className="size-7" />
        </span>
      ) : (
        <ProgressRing value={score} label={ringLabel} size={56} stroke={5} />
      )}
      <div className="min-w-0">
        <p className="font-bold text-brand-950">
          {complete ? t('dashboard.completion.complete') : t('dashboard.completion.incomplete')}
        </p>
        {complete ? null : (
          <Link
            to={`/${lang}/my-profile`}
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('dashboard.completion.complete_link')}
          </Link>
        )}
      </div>
    </div>
  );
}
