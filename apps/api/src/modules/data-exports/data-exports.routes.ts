import {
  dataExportParams,
  dataExportSchema,
  latestDataExportSchema,
} from '@wasla/shared/contracts/data-exports';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { sendPrivateFile } from '../media/private-file-reply';
import type { DataExports } from './data-exports.service';

const tags = ['Account'];

/** "Your data": ask for a copy, follow it, and download it (the owner alone, signed in). */
export function registerDataExportRoutes(
  app: FastifyInstance,
  deps: { guards: AuthGuards; exports: DataExports },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, exports } = deps;

  api.post(
    '/account/data-exports',
    {
      preHandler: guards.signedIn,
      // A retried tap gets the first reply back; two taps at once make one export anyway.
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Ask for a copy of my data (answers the one being prepared, if any)',
        response: { 200: successEnvelope(dataExportSchema) },
      },
    },
    async (request) => {
      const done = await exports.request(accountOf(request).actor, request.lang);
      const key = done.created ? 'dataExport.requested' : 'dataExport.already_requested';
      return ok(done.export, [request.t(key, { ns: 'common' })]);
    },
  );

  api.get(
    '/account/data-exports/latest',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'My newest data export and its state, or null',
        response: { 200: successEnvelope(latestDataExportSchema) },
      },
    },
    async (request) => ok(await exports.latest(accountOf(request).actor)),
  );

  api.get(
    '/account/data-exports/:id',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'One of my data exports and its state',
        params: dataExportParams,
        response: { 200: successEnvelope(dataExportSchema) },
      },
    },
    async (request) => ok(await exports.find(accountOf(request).actor, request.params.id)),
  );

  api.get(
    '/account/data-exports/:id/download',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Download one of my data exports (a ZIP); 410 once expired',
        params: dataExportParams,
      },
    },
    async (request, reply) =>
      sendPrivateFile(reply, await exports.download(accountOf(request).actor, request.params.id)),
  );
}
