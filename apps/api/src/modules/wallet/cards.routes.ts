import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply } from '@wasla/shared/contracts/replies';
import { cardSaveRequest, cardSchema, cardUpdateRequest } from '@wasla/shared/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { Cards } from './cards.service';

const tags = ['wallet'];
const cardParams = z.object({ id: idField });
const me = (request: FastifyRequest) => accountOf(request).actor;
const notice = (request: FastifyRequest, key: string) => [
  request.t(`wallet_notices.${key}`, { ns: 'common' }),
];

/** Saved cards (SPEC.md section 7: GET, POST /cards; PUT /cards/{id}; GET /cards/{id}/edit; DELETE /cards/{id}; POST /cards/save). */
export function registerCardRoutes(app: FastifyInstance, deps: { cards: Cards; guards: AuthGuards }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { cards, guards } = deps;
  const preHandler = guards.verified;

  api.get(
    '/cards',
    {
      preHandler,
      schema: { tags, summary: 'My saved cards', response: { 200: successEnvelope(z.array(cardSchema)) } },
    },
    async (request) => ok(await cards.list(me(request))),
  );

  // `POST /cards` of the spec is the same call as `POST /cards/save`: both take a gateway token.
  for (const url of ['/cards/save', '/cards']) {
    api.post(
      url,
      {
        preHandler,
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            'Save a card from a gateway token; a small check charge proves it and is refunded within the hour',
          body: cardSaveRequest,
          response: { 200: successEnvelope(cardSchema) },
        },
      },
      async (request) =>
        ok(await cards.save(me(request), request.body, request.lang), notice(request, 'card_saved')),
    );
  }

  api.get(
    '/cards/:id/edit',
    {
      preHandler,
      schema: {
        tags,
        summary: 'One of my cards, for its edit form',
        params: cardParams,
        response: { 200: successEnvelope(cardSchema) },
      },
    },
    async (request) => ok(await cards.edit(me(request), request.params.id)),
  );

  api.put(
    '/cards/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Rename one of my cards',
        params: cardParams,
        body: cardUpdateRequest,
        response: { 200: successEnvelope(cardSchema) },
      },
    },
    async (request) =>
      ok(await cards.rename(me(request), request.params.id, request.body), notice(request, 'card_renamed')),
  );

  api.delete(
    '/cards/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Remove one of my cards',
        params: cardParams,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await cards.remove(me(request), request.params.id);
      return ok(null, notice(request, 'card_removed'));
    },
  );
}
