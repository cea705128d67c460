import { CircleAlert, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { RouteErrorPage } from '../errors/route-error-page';

/**
 * A wallet page that could not be read says so inside the dashboard and offers to try again; a
 * refusal of the caller (404, 403) is the site's error page, as everywhere.
 */
export function WalletErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status < 500) return <RouteErrorPage />;
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-2xl border border-danger/25 bg-surface px-6 py-12 text-center"
    >
      <CircleAlert aria-hidden="true" className="size-10 text-danger" />
      <h1 className="text-lg font-bold">{t('wallet.load_failed')}</h1>
      <p className="max-w-sm text-sm text-muted">{t('wallet.load_failed_body')}</p>
      <Button
        variant="secondary"
        isPending={revalidator.state === 'loading'}
        onPress={() => void revalidator.revalidate()}
      >
        <RotateCw aria-hidden="true" className="size-4.5" />
        {t('wallet.retry')}
      </Button>
    </div>
  );
}
