import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The label of a service promoted now (SPEC.md section 3, Mark promotion): in words with an icon,
 * never by colour alone, on cards and on the service's page.
 */
export function PromotedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1 rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-900 ${className}`}
    >
      <Megaphone aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
      {t('card.promoted')}
    </span>
  );
}
