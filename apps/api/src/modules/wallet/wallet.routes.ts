import { PLATFORMS } from '@wasla/shared/business-constants';
import { pagedEnvelope, successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { activitySchema, balanceSchema, chargeSchema, topUpRequest } from '@wasla/shared/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../lib/http/envelope';
import { IDEMPOTENCY_KEY_HEADER } from '../../lib/http/idempotency/idempotency';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Charges, ReturnTo } from './charges.service';
import type { WalletReader } from './wallet.service';

const tags = ['wallet'];
const me = (request: FastifyRequest) => accountOf(request).actor;
const activitiesQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const chargeParams = z.object({ id: idField });

/** The mobile apps come back to their own page after 3-D Secure unless they say otherwise. */
export function returnToOf(request: FastifyRequest, asked: ReturnTo | undefined): ReturnTo {
  if (asked) return asked;
  const platform = request.headers.platform;
  return platform === PLATFORMS[1] || platform === PLATFORMS[2] ? 'mobile' : 'web';
}

/** Balance, activities and card top-ups (SPEC.md section 7, Wallet). */
export function registerWalletRoutes(
  app: FastifyInstance,
  deps: { charges: Charges; reader: WalletReader; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { charges, reader, guards } = deps;
  const preHandler = guards.verified;

  api.get(
    '/wallets/balance',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My wallet balances, in AED',
        response: { 200: successEnvelope(balanceSchema) },
      },
    },
    async (request) => ok(await reader.balance(me(request))),
  );

  api.get(
    '/wallets/activities',
    {
      preHandler,
      schema: {
        tags,
        summary: 'What moved my money, newest first',
        querystring: activitiesQuery,
        response: { 200: pagedEnvelope(activitySchema) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { items, total, perPage } = await reader.activities(me(request), page);
      return paged(items, page, perPage, total);
    },
  );

  // `wallets/create-charge` of the spec (the mobile apps' name) is the same call as the top-up.
  for (const url of ['/wallets/top-up', '/wallets/create-charge']) {
    api.post(
      url,
      {
        preHandler,
        config: { idempotent: 'required' },
        schema: {
          tags,
          summary:
            'Top up my wallet by card: the amount plus the card top-up fee is charged; 3-D Secure answers a redirect_url',
          body: topUpRequest,
          response: { 200: successEnvelope(chargeSchema) },
        },
      },
      async (request) => {
        const key = String(request.headers[IDEMPOTENCY_KEY_HEADER]);
        const charge = await charges.topUp(me(request), request.body, {
          lang: request.lang,
          requestKey: key,
          returnTo: returnToOf(request, request.body.return_to),
        });
        return ok(charge);
      },
    );
  }

  api.get(
    '/wallets/retrieve-charge/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One of my top-ups, asking the gateway where it stands when it is not settled yet',
        params: chargeParams,
        response: { 200: successEnvelope(chargeSchema) },
      },
    },
    async (request) => ok(await charges.retrieve(me(request), request.params.id)),
  );
}
