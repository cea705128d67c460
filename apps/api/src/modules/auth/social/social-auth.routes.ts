import { authReplySchema } from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { socialAuthRequest } from '@wasla/shared/contracts/social-auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/http/envelope';
import type { SocialAuthService } from './social-auth.service';

const context = (request: FastifyRequest) => ({
  t: request.t,
  lang: request.lang,
  meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
});

export function registerSocialAuthRoutes(app: FastifyInstance, social: SocialAuthService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  const reply = successEnvelope(authReplySchema);

  api.post(
    '/register-by-social-media',
    {
      schema: {
        tags,
        summary:
          'Sign up with a Google or Apple ID token (201); an identity or verified e-mail that already has an account signs in to it (200)',
        body: socialAuthRequest,
        response: { 200: reply, 201: reply },
      },
    },
    async (request, response) => {
      const { created, reply: data } = await social.register(request.body, context(request));
      return response.status(created ? 201 : 200).send(ok(data));
    },
  );

  api.post(
    '/login-by-social-media',
    {
      schema: {
        tags,
        summary:
          'Sign in with a Google or Apple ID token; an unknown identity is a 422 on id_token, so the client can offer sign-up',
        body: socialAuthRequest,
        response: { 200: reply },
      },
    },
    async (request) => ok(await social.login(request.body, context(request))),
  );
}
