import { LoadErrorPanel } from '../errors/load-error-panel';

/** A wallet page that could not be read says so inside the dashboard and offers to try again. */
export function WalletErrorBoundary() {
  return <LoadErrorPanel title="wallet.load_failed" body="wallet.load_failed_body" retry="wallet.retry" />;
}
