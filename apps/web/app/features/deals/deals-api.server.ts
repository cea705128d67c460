import {
  type DealListQuery,
  type DealPayRequest,
  type DealReviewRequest,
  type DealTermsRequest,
  dealCardSchema,
  dealEditSchema,
  dealInvoiceSchema,
  dealPaymentSchema,
  dealRatioSchema,
  dealReviewsSchema,
  dealSchema,
  deliverySchema,
  disputeSchema,
} from '@wasla/shared/contracts/deals';
import { favoriteStateSchema } from '@wasla/shared/contracts/discovery';
import { emptyReply, pageOf } from '@wasla/shared/contracts/replies';
import { z } from 'zod';
import type { Api } from '../../lib/api-client/client.server';

export const dealPage = pageOf(dealCardSchema);
const deliveryList = z.array(deliverySchema);
/** The id of a new draft (offer or delivery); the reply may carry the whole draft besides. */
const newId = z.object({ id: z.number().int() });

type Reason = { reason: string; comment?: string };

/**
 * The deals' calls (SPEC.md section 7, Deals), each named by the shared contract of its reply, so a
 * drift between the API and these pages fails in development and tests. Reads throw the API's status
 * (a deal the reader may not see is the 404 page); writes answer failures as values for forms.
 */
export function dealsApi(api: Api) {
  return {
    deal: (id: number) => api.get(dealSchema, `/deals/${id}`),
    edit: (id: number) => api.get(dealEditSchema, `/deals/${id}/edit`),
    ratio: (id: number) => api.get(dealRatioSchema, `/deals/${id}/platform-ratio`),
    invoice: (id: number) => api.get(dealInvoiceSchema, `/deals/${id}/invoice`),
    preview: (id: number) => api.get(dealSchema, `/deals/${id}/preview`),
    list: (query: DealListQuery) => {
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') search.set(key, String(value));
      }
      return api.get(dealPage, `/deals?${search}`);
    },
    latestDraft: (serviceId: number) =>
      api.get(newId.nullable(), `/deals/latest-draft?service_id=${serviceId}`),
    generate: (serviceId: number, attempt: string) =>
      api.post(newId, '/deals/generate-deal-id', { service_id: serviceId }, { idempotencyKey: attempt }),
    saveDraft: (id: number, terms: DealTermsRequest) =>
      api.post(dealSchema, `/deals/save-draft/${id}`, terms),
    send: (id: number, terms: DealTermsRequest) => api.send(dealSchema, 'PUT', `/deals/${id}`, terms),
    remove: (id: number) => api.send(emptyReply, 'DELETE', `/deals/${id}`),
    removeFile: (id: number, fileId: number) =>
      api.send(dealSchema, 'DELETE', `/deals/media/${id}/${fileId}`),

    approve: (id: number) => api.post(dealSchema, `/deals/approved/${id}`, {}),
    reject: (id: number, body: Reason) => api.post(dealSchema, `/deals/reject/${id}`, body),
    counter: (id: number, terms: DealTermsRequest) =>
      api.post(dealSchema, `/deals/${id}/update-offer`, terms),
    dismissUpdate: (id: number) => api.post(dealSchema, `/deals/${id}/dismiss-update`, {}),
    /** Withdrawing an offer and cancelling a deal; a paid deal's money may go back, so it needs a key. */
    cancel: (id: number, body: Reason, attempt: string) =>
      api.post(dealSchema, `/deals/cancel/${id}`, body, { idempotencyKey: attempt }),
    dispute: (id: number, body: { reason: string; evidence?: string }) =>
      api.post(disputeSchema, `/deals/${id}/dispute`, body),
    /** The deal's dispute with the support team's decision once made; null when there is none. */
    disputeOf: (id: number) => api.get(disputeSchema.nullable(), `/deals/${id}/dispute`),
    review: (id: number, body: DealReviewRequest) => api.post(dealReviewsSchema, `/deals/${id}/review`, body),
    reviews: (id: number) => api.get(dealReviewsSchema, `/deals/${id}/reviews`),
    favorite: (id: number, on: boolean) =>
      api.send(favoriteStateSchema, on ? 'POST' : 'DELETE', '/favorites', { type: 'deal', type_id: id }),

    /** `attempt`: the page's attempt id, the required Idempotency-Key of the payment. */
    pay: (id: number, body: DealPayRequest, attempt: string) =>
      api.post(dealPaymentSchema, `/deals/pay/${id}`, body, { idempotencyKey: attempt }),

    /** The deliveries sent for a deal, in order, with their answers. */
    deliveries: (dealId: number) => api.get(deliveryList, `/deals/deliveries/${dealId}`),
    /** The provider's draft delivery of a deal, or null. */
    deliveryDraft: (dealId: number) =>
      api.get(deliverySchema.nullable(), `/deals/delivery/latest-draft/${dealId}`),
    /** A draft delivery (the one being written, if there is one). */
    newDelivery: (dealId: number, attempt: string) =>
      api.post(deliverySchema, `/deals/delivery/generate-id/${dealId}`, {}, { idempotencyKey: attempt }),
    editDelivery: (deliveryId: number) => api.get(deliverySchema, `/deals/delivery/edit/${deliveryId}`),
    saveDelivery: (deliveryId: number, description: string) =>
      api.post(deliverySchema, `/deals/delivery/save-draft/${deliveryId}`, { description }),
    removeDelivery: (deliveryId: number) => api.send(emptyReply, 'DELETE', `/deals/delivery/${deliveryId}`),
    removeDeliveryFile: (deliveryId: number, fileId: number) =>
      api.send(deliverySchema, 'DELETE', `/deals/delivery/media/${deliveryId}/${fileId}`),
    deliver: (deliveryId: number) => api.post(deliverySchema, `/deals/deliver/${deliveryId}`, {}),
    /** Accepting pays the provider out of escrow: the attempt id is its required Idempotency-Key. */
    acceptDelivery: (deliveryId: number, attempt: string) =>
      api.post(deliverySchema, `/deals/delivery/accept/${deliveryId}`, {}, { idempotencyKey: attempt }),
    rejectDelivery: (deliveryId: number, body: Reason) =>
      api.post(deliverySchema, `/deals/delivery/reject/${deliveryId}`, body),
  };
}

export type DealsApi = ReturnType<typeof dealsApi>;
