import { dataExportSchema, latestDataExportSchema } from '@wasla/shared/contracts/data-exports';
import type { Api } from '../../lib/api-client/client.server';

/**
 * "Your data": the newest export's state, asking for one (the form's attempt id is the
 * Idempotency-Key, so a double submit is one request), and the ZIP, which the browser cannot fetch
 * from the API itself (the token never reaches page scripts). Another account's export is the 404.
 */
export function dataExportApi(api: Api) {
  return {
    latest: () => api.get(latestDataExportSchema, '/account/data-exports/latest'),
    request: (attempt: string) =>
      api.post(dataExportSchema, '/account/data-exports', {}, { idempotencyKey: attempt }),
    file: (id: number) => api.file(`/account/data-exports/${id}/download`),
  };
}
