import { useTranslation } from 'react-i18next';
import { LoadErrorPanel } from '../errors/load-error-panel';

/** A wallet page that could not be read says so inside the dashboard and offers to try again. */
export function WalletErrorBoundary() {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      title={t('wallet.load_failed')}
      body={t('wallet.load_failed_body')}
      retry={t('wallet.retry')}
    />
  );
}
