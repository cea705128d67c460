import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { RouteErrorPage } from './route-error-page';

/**
 * The error boundary of a dashboard page whose data could not be read: it says so inside the
 * dashboard and offers to read it again; a refusal of the caller (404, 403) is the site's error page,
 * as everywhere. Each page gives the catalog keys of its own words. Those words travel with the
 * page's data (catalog-groups.ts), which a loader that failed never sent: then the words every page
 * has stand in for them, rather than a raw key.
 */
export function LoadErrorPanel(props: { title: string; body?: string; retry: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t, i18n } = useTranslation();
  if (isRouteErrorResponse(error) && error.status < 500) return <RouteErrorPage />;
  const sent = i18n.exists(props.title);
  const title = sent ? t(props.title) : t('error_page.server.title');
  const body = sent ? (props.body ? t(props.body) : undefined) : t('error_page.server.body');
  const retry = sent ? t(props.retry) : t('actions.retry');
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl border border-danger/25 bg-surface px-6 py-12 text-center"
    >
      <title>{`${title} | ${t('brand.name')}`}</title>
      <CircleAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-lg font-bold">{title}</h1>
      {body && <p className="max-w-sm text-sm text-muted">{body}</p>}
      <Button
        variant="secondary"
        isPending={revalidator.state === 'loading'}
        onPress={() => void revalidator.revalidate()}
      >
        <RotateCw aria-hidden="true" className="size-4.5" />
        {retry}
      </Button>
    </div>
  );
}
