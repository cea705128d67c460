import { successEnvelope } from '@wasla/shared/contracts/envelope';
import {
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionRequest,
  pushUnsubscribeRequest,
} from '@wasla/shared/contracts/push';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { fieldError } from '../../lib/http/field-errors';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { PushRepository } from './push.repository';
import { pushEndpointAllowed } from './push-endpoint';

const tags = ['notifications'];

/** Subscribing a browser to web push, and the key it subscribes with. */
export function registerPushRoutes(
  app: FastifyInstance,
  deps: { guards: AuthGuards; repo: PushRepository; publicKey: string | undefined; publicSite: boolean },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { guards, repo } = deps;

  api.get(
    '/push/public-key',
    {
      schema: {
        tags,
        summary: 'The site’s VAPID public key a browser subscribes with; null when push is off',
        response: { 200: successEnvelope(pushPublicKeySchema) },
      },
    },
    async () => ok({ public_key: deps.publicKey ?? null }),
  );

  api.post(
    '/push-subscriptions',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary:
          'Keep this device’s push subscription for my account and session (sent again when it changes; the same one writes nothing)',
        body: pushSubscriptionRequest,
        response: { 200: successEnvelope(pushSubscribedSchema) },
      },
    },
    async (request) => {
      if (!deps.publicKey) throw fieldError('endpoint', 'validation.invalid');
      const { endpoint, keys } = request.body;
      if (!pushEndpointAllowed(endpoint, deps.publicSite)) throw fieldError('endpoint', 'validation.invalid');
      const { user, session } = accountOf(request);
      return ok(await repo.save(user.id, session.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth }));
    },
  );

  api.delete(
    '/push-subscriptions',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Stop pushes to this device (on logout, or when notifications are turned off)',
        body: pushUnsubscribeRequest,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await repo.remove(accountOf(request).user.id, request.body.endpoint);
      return ok(null);
    },
  );
}
