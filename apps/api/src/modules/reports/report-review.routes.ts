import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import {
  moderatedAccountSchema,
  moderatedServiceSchema,
  moderationReasonRequest,
  teamReportSchema,
  teamReportsQuery,
} from '@wasla/shared/contracts/moderation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { ReportReview } from './report-review.service';

const tags = ['back office'];
const params = z.object({ id: idField });
const PER_PAGE = 20;

/** The moderation team's reports queue (team: moderator, support, admin); others get a 404. */
export function registerReportReviewRoutes(
  app: FastifyInstance,
  deps: { review: ReportReview; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { review, guards } = deps;
  const onRequest = guards.teamMay('reports.review');
  const member = (request: Parameters<typeof accountOf>[0]) => accountOf(request).actor;

  api.get(
    '/admin/reports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reports by status, the oldest first (team: moderator, support, admin)',
        querystring: teamReportsQuery,
        response: { 200: pagedEnvelope(teamReportSchema) },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const { items, total } = await review.page(status, request.lang, page, PER_PAGE);
      return paged(items, page, PER_PAGE, total);
    },
  );

  api.post(
    '/admin/reports/:id/dismiss',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Dismiss a report: nothing to act on (team: moderator, support, admin)',
        params,
        body: moderationReasonRequest,
        response: { 200: successEnvelope(teamReportSchema) },
      },
    },
    async (request) =>
      ok(await review.dismiss(member(request), request.params.id, request.body.reason, request.lang)),
  );

  api.post(
    '/admin/reports/:id/hide',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Hide a reported service from everyone but its owner; its open reports are reviewed (team: moderator, support, admin)',
        params,
        body: moderationReasonRequest,
        response: { 200: successEnvelope(teamReportSchema) },
      },
    },
    async (request) =>
      ok(await review.hide(member(request), request.params.id, request.body.reason, request.lang)),
  );

  api.post(
    '/admin/reports/:id/warn',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Warn the account behind a report in the team's words, and close the report (team: moderator, support, admin)",
        params,
        body: moderationReasonRequest,
        response: { 200: successEnvelope(teamReportSchema) },
      },
    },
    async (request) =>
      ok(await review.warn(member(request), request.params.id, request.body.reason, request.lang)),
  );

  api.post(
    '/admin/services/:id/restore',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Show a hidden service again, closed (team: moderator, support, admin)',
        params,
        body: moderationReasonRequest,
        response: { 200: successEnvelope(moderatedServiceSchema) },
      },
    },
    async (request) => ok(await review.restore(member(request), request.params.id, request.body.reason)),
  );

  api.post(
    '/admin/accounts/:id/ban',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Ban an account for one month; its open reports are reviewed (team: moderator, support, admin)',
        params,
        body: moderationReasonRequest,
        response: { 200: successEnvelope(moderatedAccountSchema) },
      },
    },
    async (request) => ok(await review.ban(member(request), request.params.id, request.body.reason)),
  );

  api.post(
    '/admin/accounts/:id/unban',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Lift a ban before its month is over (team: moderator, support, admin)',
        params,
        body: moderationReasonRequest,
        response: { 200: successEnvelope(moderatedAccountSchema) },
      },
    },
    async (request) => ok(await review.unban(member(request), request.params.id, request.body.reason)),
  );
}
