import {
  accountTypeDecisionRequest,
  teamAccountTypeQuery,
  teamAccountTypeRequestSchema,
} from '@wasla/shared/contracts/account-types';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import { sendPrivateFile } from '../media/private-file-reply';
import type { AccountTypeReview } from './account-type-review.service';

const tags = ['back office'];
const params = z.object({ id: idField });
const PER_PAGE = 20;

/** The team's account-type queue (team: support, admin); anyone else gets a 404. */
export function registerAccountTypeReviewRoutes(
  app: FastifyInstance,
  deps: { review: AccountTypeReview; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { review, guards } = deps;
  const onRequest = guards.teamMay('account-types.review');

  api.get(
    '/admin/account-types',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Account-type requests by status, with their documents (team: support, admin)',
        querystring: teamAccountTypeQuery,
        response: { 200: pagedEnvelope(teamAccountTypeRequestSchema) },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const { items, total } = await review.page(status, page, PER_PAGE);
      return paged(items, page, PER_PAGE, total);
    },
  );

  for (const [decision, summary] of [
    ['approve', 'Approve an account-type request: the account takes the type at once (team: support, admin)'],
    ['reject', 'Reject an account-type request with the reason the account reads (team: support, admin)'],
  ] as const) {
    api.post(
      `/admin/account-types/:id/${decision}`,
      {
        onRequest,
        schema: {
          tags,
          summary,
          params,
          body: accountTypeDecisionRequest,
          response: { 200: successEnvelope(teamAccountTypeRequestSchema) },
        },
      },
      async (request) =>
        ok(await review[decision](accountOf(request).actor, request.params.id, request.body.reason)),
    );
  }

  api.get(
    '/admin/account-types/documents/:id',
    {
      onRequest,
      schema: { tags, summary: 'A document of an account-type request (team: support, admin)', params },
    },
    async (request, reply) => {
      const document = await review.document(request.params.id);
      return sendPrivateFile(reply, document);
    },
  );
}
