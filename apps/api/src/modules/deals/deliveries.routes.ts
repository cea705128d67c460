import multipart from '@fastify/multipart';
import { DEAL_FILE_MAX_BYTES, DEAL_FILES_MAX } from '@wasla/shared/business-constants';
import {
  dealMediaUploadSchema,
  deliveryDraftRequest,
  deliveryRejectRequest,
  deliverySchema,
} from '@wasla/shared/contracts/deals';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { requestKeyOf } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { uploadReply } from '../media/private-file-reply';
import { discardReceived, receiveDealFiles } from './deal-files.routes';
import type { Deliveries } from './deliveries.service';
import type { DeliveryMedia } from './delivery-media.service';

const tags = ['deals'];
const dealParams = z.object({ dealId: idField });
const deliveryParams = z.object({ id: idField });
const deliveryIdParams = z.object({ deliveryId: idField });
const fileParams = deliveryParams.extend({ mediaId: idField });
const FILES_PER_FORM = 2 * DEAL_FILES_MAX;
const me = (request: FastifyRequest) => accountOf(request).actor;

/**
 * Deliveries of a deal (SPEC.md section 7, Deals: `/deals/delivery/…`, `/deals/deliver/{id}`,
 * `/deals/deliveries/{id}`): the provider's drafts, their files and sending them; the client's
 * answer. A delivery's files are read through `GET /deals/media/{dealId}/{fileId}`.
 */
export function registerDeliveryRoutes(
  app: FastifyInstance,
  deps: { deliveries: Deliveries; media: DeliveryMedia; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deliveries, media, guards } = deps;
  const preHandler = guards.verified;
  const one = successEnvelope(deliverySchema);

  api.post(
    '/deals/delivery/generate-id/:dealId',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Start a delivery of my deal in progress: its draft (the one being written, if any)',
        params: dealParams,
        response: { 200: one },
      },
    },
    async (request) => ok(await deliveries.generate(me(request), request.params.dealId)),
  );

  api.post(
    '/deals/delivery/save-draft/:deliveryId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Keep the text of my draft delivery',
        params: deliveryIdParams,
        body: deliveryDraftRequest,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await deliveries.saveDraft(me(request), request.params.deliveryId, request.body.description)),
  );

  api.get(
    '/deals/delivery/latest-draft/:dealId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The draft delivery I was writing for this deal, or null',
        params: dealParams,
        response: { 200: successEnvelope(deliverySchema.nullable()) },
      },
    },
    async (request) => ok(await deliveries.latestDraft(me(request), request.params.dealId)),
  );

  api.get(
    '/deals/delivery/edit/:id',
    {
      preHandler,
      schema: { tags, summary: 'My draft delivery, to edit', params: deliveryParams, response: { 200: one } },
    },
    async (request) => ok(await deliveries.edit(me(request), request.params.id)),
  );

  api.get(
    '/deals/delivery/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'A delivery of a deal: a sent one for both parties, a draft for its provider',
        params: deliveryParams,
        response: { 200: one },
      },
    },
    async (request) => ok(await deliveries.read(me(request), request.params.id)),
  );

  api.delete(
    '/deals/delivery/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Delete my draft delivery and its files',
        params: deliveryParams,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await deliveries.remove(me(request), request.params.id);
      return ok(null);
    },
  );

  api.get(
    '/deals/deliveries/:dealId',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'The deliveries sent for a deal, in order, with their answers',
        params: dealParams,
        response: { 200: successEnvelope(z.array(deliverySchema)) },
      },
    },
    async (request) => ok(await deliveries.list(me(request), request.params.dealId)),
  );

  api.post(
    '/deals/deliver/:deliveryId',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Send my draft delivery: the client has three days to accept or reject it',
        params: deliveryIdParams,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await deliveries.deliver(me(request), request.params.deliveryId, requestKeyOf(request))),
  );

  api.post(
    '/deals/delivery/accept/:deliveryId',
    {
      preHandler,
      config: { idempotent: 'required' },
      schema: {
        tags,
        summary:
          'Accept the latest delivery: the deal completes and the escrow pays the provider, less the platform’s fees and tax',
        params: deliveryIdParams,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await deliveries.accept(me(request), request.params.deliveryId, requestKeyOf(request))),
  );

  api.post(
    '/deals/delivery/reject/:deliveryId',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Reject the latest delivery with a reason: back to work, or on the last delivery allowed, a dispute for the support team',
        params: deliveryIdParams,
        body: deliveryRejectRequest,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(
        await deliveries.reject(me(request), request.params.deliveryId, request.body, requestKeyOf(request)),
      ),
  );

  api.delete(
    '/deals/delivery/media/:id/:mediaId',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove a file of my draft delivery',
        params: fileParams,
        response: { 200: one },
      },
    },
    async (request) => ok(await media.remove(me(request), request.params.id, request.params.mediaId)),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DEAL_FILE_MAX_BYTES, files: FILES_PER_FORM, fields: 4, parts: FILES_PER_FORM + 4 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/deals/delivery/media/:id',
      {
        preHandler,
        schema: {
          tags,
          summary:
            'Add files to my draft delivery (multipart field "files"): up to 10 of which 5 pictures, 5 MB each; refused files come back with their reason',
          consumes: ['multipart/form-data'],
          params: deliveryParams,
          response: { 200: successEnvelope(dealMediaUploadSchema) },
        },
      },
      async (request) => {
        const actor = me(request);
        // Someone else's delivery, or one already sent, is refused before a byte of the form is read.
        const admission = await media.admit(actor, request.params.id);
        const received = await receiveDealFiles(request, admission);
        const result = await media
          .upload(actor, request.params.id, received)
          .finally(() => discardReceived(received));
        return uploadReply(request, result);
      },
    );
  });
}
