import { MY_SERVICES_PAGE_SIZE } from '@wasla/shared/business-constants';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply, latestDraftReply } from '@wasla/shared/contracts/replies';
import {
  createServiceRequest,
  holidayRequest,
  myServiceSchema,
  myServicesQuery,
  reopenRequest,
  saveServiceRequest,
  serviceDraftReplySchema,
  serviceEditSchema,
} from '@wasla/shared/contracts/services';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { ServiceDrafts } from './service-drafts.service';
import type { ServiceEditor } from './service-editor.service';
import type { ServiceStatusService } from './service-status.service';

export const serviceParams = z.object({ id: idField });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const editReply = { 200: successEnvelope(serviceEditSchema) };

/** Creating, saving, publishing, listing and changing the status of one's own services. */
export function registerServiceRoutes(
  app: FastifyInstance,
  deps: { drafts: ServiceDrafts; editor: ServiceEditor; status: ServiceStatusService; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { drafts, editor, status } = deps;
  const tags = ['services'];
  const preHandler = deps.guards.verified;
  // The signed-in account acting on its own services, with the currency its new drafts start in.
  const owner = (request: FastifyRequest) => {
    const { actor, user } = accountOf(request);
    return { ...actor, currencyId: user.currencyId };
  };

  api.post(
    '/budgets',
    {
      preHandler,
      // A retried creation (a lost reply, a second tap) gets the first draft back, not a 409.
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Start a service as a draft (431 when the plan holds no more; 409 while another is unfinished)',
        body: createServiceRequest,
        response: { 200: successEnvelope(serviceDraftReplySchema) },
      },
    },
    async (request) => ok(await drafts.create(owner(request), request.body.type, request.lang)),
  );

  api.get(
    '/services/latest-draft',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The unfinished service, if any',
        response: { 200: successEnvelope(latestDraftReply) },
      },
    },
    async (request) => ok(await drafts.latest(owner(request), request.lang)),
  );

  api.get(
    '/my-draft-services',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Unfinished services',
        querystring: pageQuery,
        response: { 200: pagedEnvelope(serviceEditSchema) },
      },
    },
    async (request) => {
      const { items, total } = await drafts.drafts(owner(request), request.query.page, request.lang);
      return paged(items, request.query.page, MY_SERVICES_PAGE_SIZE, total);
    },
  );

  api.get(
    '/services/limitation',
    {
      preHandler,
      schema: {
        tags,
        summary: 'What the plan allows and what is used',
        response: { 200: successEnvelope(serviceDraftReplySchema.shape.limitation) },
      },
    },
    async (request) => ok(await drafts.limitationOf(owner(request))),
  );

  api.get(
    '/services/:id/edit',
    {
      preHandler,
      schema: {
        tags,
        summary: 'A service as its owner edits it',
        params: serviceParams,
        response: editReply,
      },
    },
    async (request) => ok(await drafts.edit(owner(request), request.params.id, request.lang)),
  );

  api.post(
    '/services/:id/save-draft',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Save what is written so far',
        params: serviceParams,
        body: saveServiceRequest,
        response: editReply,
      },
    },
    async (request) =>
      ok(await editor.saveDraft(owner(request), request.params.id, request.body, request.lang), [
        request.t('service.draft_saved', { ns: 'common' }),
      ]),
  );

  // PATCH, or POST with `_method=put` as forms send it.
  for (const method of ['patch', 'put'] as const) {
    api[method](
      '/services/:id',
      {
        preHandler,
        schema: {
          tags,
          summary: 'Submit: publish a draft, or save a published service (422 lists what is missing)',
          params: serviceParams,
          body: saveServiceRequest,
          response: editReply,
        },
      },
      async (request) =>
        ok(await editor.submit(owner(request), request.params.id, request.body, request.lang), [
          request.t('service.published', { ns: 'common' }),
        ]),
    );
  }

  api.delete(
    '/services/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Discard a draft or delete a service',
        params: serviceParams,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await drafts.remove(owner(request), request.params.id);
      return ok(null, [request.t('service.deleted', { ns: 'common' })]);
    },
  );

  api.get(
    '/my-services',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Own published services by type and status',
        querystring: myServicesQuery,
        response: { 200: pagedEnvelope(myServiceSchema) },
      },
    },
    async (request) => {
      const { items, total } = await status.list(owner(request), request.query, request.lang);
      return paged(items, request.query.page, MY_SERVICES_PAGE_SIZE, total);
    },
  );

  const statusRoute = (path: string, summary: string) => ({ path, summary });
  const simple = [
    [statusRoute('/services/:id/close', 'Close: hidden until reopened'), status.close],
    [statusRoute('/services/:id/cancel-holiday', 'End or cancel a holiday'), status.cancelHoliday],
  ] as const;
  for (const [{ path, summary }, action] of simple) {
    api.post(
      path,
      { preHandler, schema: { tags, summary, params: serviceParams, response: editReply } },
      async (request) =>
        ok(await action(owner(request), request.params.id, request.lang), [
          request.t('service.status_saved', { ns: 'common' }),
        ]),
    );
  }

  api.post(
    '/services/:id/reopen',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Reopen until a date or for good',
        params: serviceParams,
        body: reopenRequest,
        response: editReply,
      },
    },
    async (request) =>
      ok(await status.reopen(owner(request), request.params.id, request.body.until, request.lang), [
        request.t('service.status_saved', { ns: 'common' }),
      ]),
  );

  api.post(
    '/services/:id/change-availability',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Holiday between two dates',
        params: serviceParams,
        body: holidayRequest,
        response: editReply,
      },
    },
    async (request) =>
      ok(
        await status.setHoliday(
          owner(request),
          request.params.id,
          request.body.holiday_start,
          request.body.holiday_end,
          request.lang,
        ),
        [request.t('service.status_saved', { ns: 'common' })],
      ),
  );
}
