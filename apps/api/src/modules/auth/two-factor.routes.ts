import {
  otpSentSchema,
  twoFactorCodeRequest,
  twoFactorSendRequest,
  twoFactorSetupRequest,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyRequest,
  userSchema,
} from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from './auth-guard';
import type { TwoFactorService } from './two-factor.service';

export function registerTwoFactorRoutes(
  app: FastifyInstance,
  twoFactor: TwoFactorService,
  guards: AuthGuards,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-step verification'];

  api.get(
    '/two-factor',
    {
      // A session held at the second step reads this too, to offer its fallback channels.
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Whether two-step verification is on, and where fallback codes can go',
        response: { 200: successEnvelope(twoFactorStatusSchema) },
      },
    },
    async (request) => ok(twoFactor.status(accountOf(request).user)),
  );

  api.post(
    '/two-factor/setup',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'A new authenticator key (password or code required); it waits for a first code',
        body: twoFactorSetupRequest,
        response: { 200: successEnvelope(twoFactorSetupSchema) },
      },
    },
    async (request) => ok(await twoFactor.setup(accountOf(request).user, request.body, request.ip)),
  );

  api.post(
    '/two-factor/enable',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Turn two-step verification on with a code from the new key',
        body: twoFactorCodeRequest,
        response: { 200: successEnvelope(userSchema) },
      },
    },
    async (request) =>
      ok(await twoFactor.enable(accountOf(request).user, request.body.code), [
        request.t('two_factor.enabled', { ns: 'common' }),
      ]),
  );

  api.post(
    '/two-factor/disable',
    {
      preHandler: guards.verified,
      schema: {
        tags,
        summary: 'Turn two-step verification off with an authenticator or fallback code',
        body: twoFactorVerifyRequest,
        response: { 200: successEnvelope(userSchema) },
      },
    },
    async (request) =>
      ok(
        await twoFactor.disable(accountOf(request).user, request.body.code, request.body.method, request.ip),
        [request.t('two_factor.disabled', { ns: 'common' })],
      ),
  );

  api.post(
    '/two-factor/send-code',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Send a fallback code by e-mail or WhatsApp',
        body: twoFactorSendRequest,
        response: { 200: successEnvelope(otpSentSchema) },
      },
    },
    async (request) =>
      ok(
        await twoFactor.sendFallback(accountOf(request).user, request.body.channel, {
          t: request.t,
          lang: request.lang,
          client: request.ip,
        }),
      ),
  );

  api.post(
    '/two-factor/verify',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'The second step of a sign-in: a right code opens the session',
        body: twoFactorVerifyRequest,
        response: { 200: successEnvelope(userSchema) },
      },
    },
    async (request) => {
      const { session, user } = accountOf(request);
      return ok(await twoFactor.verify(session, user, request.body, request.ip));
    },
  );
}
