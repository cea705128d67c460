import { reportRequest } from '@wasla/shared/contracts/discovery';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { feedbackReceiptSchema } from '@wasla/shared/contracts/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Reports } from './reports.service';

export function registerReportRoutes(app: FastifyInstance, deps: { reports: Reports; guards: AuthGuards }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { reports, guards } = deps;

  api.post(
    '/report',
    {
      preHandler: guards.verified,
      schema: {
        tags: ['reports'],
        summary: 'Report a service or an account to the team, with a reason',
        body: reportRequest,
        response: { 201: successEnvelope(feedbackReceiptSchema) },
      },
    },
    async (request, reply) => {
      const saved = await reports.report(accountOf(request).actor, request.body);
      return reply
        .status(201)
        .send(ok(saved, [request.t('social_actions.report_received', { ns: 'common' })]));
    },
  );
}
