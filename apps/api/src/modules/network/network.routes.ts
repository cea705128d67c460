import {
  followStateSchema,
  providerListingQuery,
  providerSummarySchema,
} from '@wasla/shared/contracts/discovery';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Network } from './network.service';

const tags = ['network'];
const idParams = z.object({ id: idField });
const pageQuery = providerListingQuery.pick({ name: true, per_page: true, page: true });
const me = (request: FastifyRequest) => accountOf(request).actor;

/** Follows need a verified account; the lists are the signed-in account's own. */
export function registerNetworkRoutes(app: FastifyInstance, deps: { network: Network; guards: AuthGuards }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { network, guards } = deps;

  api.post(
    '/networks/:id/follow',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Follow an account (following twice changes nothing)',
        params: idParams,
        response: { 200: successEnvelope(followStateSchema) },
      },
    },
    async (request) =>
      ok(await network.follow(me(request), request.params.id), [
        request.t('social_actions.followed', { ns: 'common' }),
      ]),
  );

  api.delete(
    '/networks/:id/follow',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Stop following an account',
        params: idParams,
        response: { 200: successEnvelope(followStateSchema) },
      },
    },
    async (request) =>
      ok(await network.unfollow(me(request), request.params.id), [
        request.t('social_actions.unfollowed', { ns: 'common' }),
      ]),
  );

  api.post(
    '/networks/:id/remove',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Remove an account from my followers',
        params: idParams,
        response: { 200: successEnvelope(followStateSchema.pick({ followers_count: true })) },
      },
    },
    async (request) =>
      ok(await network.removeFollower(me(request), request.params.id), [
        request.t('social_actions.follower_removed', { ns: 'common' }),
      ]),
  );

  for (const side of ['followers', 'following'] as const) {
    api.get(
      `/networks/${side}`,
      {
        preHandler: guards.verified,
        schema: {
          tags,
          summary:
            side === 'followers'
              ? 'Accounts that follow me (name: a part of their name)'
              : 'Accounts I follow (name: a part of their name)',
          querystring: pageQuery,
          response: { 200: pagedEnvelope(providerSummarySchema) },
        },
      },
      async (request) => {
        const { page, per_page, name } = request.query;
        const { items, total } = await network[side](me(request), page, per_page, name);
        return paged(items, page, per_page, total);
      },
    );
  }
}
