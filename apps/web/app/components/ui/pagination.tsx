import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageWindow } from './page-window';

const CELL =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-xl px-3 text-sm font-medium outline-none focus-visible:outline-3 focus-visible:outline-solid focus-visible:outline-offset-2 focus-visible:outline-accent-500';

/**
 * Pages of a list as links (the page lives in the address, so it can be shared and reloaded). The
 * arrows point the way of reading: in right-to-left the next page is to the left.
 */
export function Pagination({
  current,
  last,
  hrefOf,
  label,
}: {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
  label?: string;
}) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  const step = (page: number, direction: 'previous' | 'next') => {
    const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
    const text = t(`pagination.${direction}`);
    const icon = <Icon aria-hidden="true" className="size-4.5 rtl:-scale-x-100" />;
    const inside =
      direction === 'previous' ? (
        <>
          {icon}
          <span className="max-sm:sr-only">{text}</span>
        </>
      ) : (
        <>
          <span className="max-sm:sr-only">{text}</span>
          {icon}
        </>
      );
    return page < 1 || page > last ? (
      <span aria-disabled="true" className={`${CELL} gap-1 text-muted/60`}>
        {inside}
      </span>
    ) : (
      <Link
        to={hrefOf(page)}
        rel={direction === 'previous' ? 'prev' : 'next'}
        className={`${CELL} gap-1 text-ink hover:bg-brand-50`}
      >
        {inside}
      </Link>
    );
  };
  return (
    <nav aria-label={label ?? t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{step(current - 1, 'previous')}</li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefOf(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page })}
                className={`${CELL} ${page === current ? 'bg-brand-700 font-semibold text-white' : 'text-ink hover:bg-brand-50'}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>{step(current + 1, 'next')}</li>
      </ul>
    </nav>
  );
}
