import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type Crumb = { label: string; href?: string };

/**
 * Where a page sits: links up the way, and the page itself (without `href`) marked as current. A crumb
 * may be a name someone typed, so each is isolated (`dir="auto"`) from the slashes around it.
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('service_page.breadcrumb')} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.href ?? crumb.label}>
            {index ? <li aria-hidden="true">/</li> : null}
            <li>
              {crumb.href ? (
                <Link to={crumb.href} dir="auto" className="hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page" dir="auto" className="font-medium text-ink">
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
