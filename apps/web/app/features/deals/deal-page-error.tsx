import { LoadErrorPanel } from '../errors/load-error-panel';

/**
 * A deal page that could not be read says so and offers to try again; a deal the reader may not see
 * is the site's 404 page, exactly as one that does not exist (the API answers 404 for both).
 */
export function DealPageError() {
  return (
    <div className="container-page py-6">
      <LoadErrorPanel title="deals.load_failed" body="deals.load_failed_body" retry="deals.retry" />
    </div>
  );
}
