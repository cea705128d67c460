import { invoiceDocumentSchema, invoicePage } from '@wasla/shared/contracts/invoices';
import type { Api } from '../../lib/api-client/client.server';

/**
 * The invoices' calls (`GET /invoices`, `/invoices/{id}`, `/invoices/{id}/pdf`), each named by the
 * shared contract of its reply. Reads throw the API's status: another account's invoice is the 404 page.
 */
export function invoicesApi(api: Api) {
  return {
    page: (page: number) => api.get(invoicePage, `/invoices?page=${page}&per_page=20`),
    invoice: (id: number) => api.get(invoiceDocumentSchema, `/invoices/${id}`),
    pdf: (id: number) => api.file(`/invoices/${id}/pdf`),
  };
}
