import { timezoneSchema } from '@wasla/shared/contracts/catalogue';
import {
  type MarkPeriodRequest,
  markInvoiceQuoteSchema,
  markPaymentSchema,
  markPreviewSchema,
  markValidationSchema,
  serviceMarksSchema,
} from '@wasla/shared/contracts/marks';
import type { MarkUnit } from '@wasla/shared/mark-rules/mark-period';
import { z } from 'zod';
import type { Api } from '../../lib/api-client/client.server';

const timezoneList = z.array(timezoneSchema);

/**
 * The mark calls (SPEC.md section 7, `/services/mark/…`), each named by the shared contract of its
 * reply. Reads throw the API's status (another account's service is the 404 page); the checks and
 * the payment answer failures as values, for the form to show beside its fields.
 */
export function marksApi(api: Api) {
  return {
    /** The service's promotions with impressions and clicks: only its owner may read them. */
    stats: (serviceId: number) => api.get(serviceMarksSchema, `/services/mark/${serviceId}`),
    timezones: () => api.get(timezoneList, '/timezones'),
    quote: (serviceId: number, unit: MarkUnit, duration: number) =>
      api.request(
        markInvoiceQuoteSchema,
        'GET',
        `/services/mark/${serviceId}/invoice?duration=${duration}&unit=${unit}`,
      ),
    validate: (serviceId: number, body: MarkPeriodRequest) =>
      api.post(markValidationSchema, `/services/mark-validation/${serviceId}`, body),
    preview: (serviceId: number, body: MarkPeriodRequest) =>
      api.post(markPreviewSchema, `/services/mark/preview/${serviceId}`, body),
    /** Moves money: the confirm step's attempt id is the required Idempotency-Key. */
    pay: (serviceId: number, body: MarkPeriodRequest & { card_id?: number }, attempt: string) =>
      api.post(
        markPaymentSchema,
        `/services/mark/${serviceId}`,
        { ...body, return_to: 'web' },
        {
          idempotencyKey: attempt,
        },
      ),
  };
}
