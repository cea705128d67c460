import {
  authReplySchema,
  loginRequest,
  logoutRequest,
  otpSentSchema,
  registerRequest,
  sendOtpRequest,
  userSchema,
  verificationStatusSchema,
  verifyOtpRequest,
} from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { sessionTokensSchema } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import type { AccountService } from './account.service';
import { type AuthGuards, accountOf, bearerToken } from './auth-guard';
import type { SessionService } from './session.service';
import { presentUser } from './user.presenter';

const context = (request: FastifyRequest) => ({
  t: request.t,
  lang: request.lang,
  meta: { ip: request.ip, userAgent: request.headers['user-agent'] },
});

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountService; sessions: SessionService; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { accounts, sessions, guards } = deps;
  const tags = ['auth'];
  app.decorateRequest('auth', null);

  api.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Sign up by e-mail or phone; a verification code is sent at once',
        body: registerRequest,
        response: { 201: successEnvelope(authReplySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await accounts.register(request.body, context(request)))),
  );

  api.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in by e-mail or phone and password',
        body: loginRequest,
        response: { 200: successEnvelope(authReplySchema) },
      },
    },
    async (request) => ok(await accounts.login(request.body, context(request))),
  );

  api.post(
    '/refresh-token',
    {
      schema: {
        tags,
        summary:
          'Rotate the tokens; the refresh token goes in the Authorization header. A reused one ends the session.',
        response: { 200: successEnvelope(sessionTokensSchema) },
      },
    },
    async (request) => ok(await sessions.refresh(bearerToken(request))),
  );

  api.get(
    '/user-information',
    {
      preHandler: guards.verified,
      schema: { tags, summary: 'The signed-in user', response: { 200: successEnvelope(userSchema) } },
    },
    async (request) => {
      const { user, actor, dormantRoles } = accountOf(request);
      return ok({ ...presentUser(user), team: actor.roles.length + dormantRoles.length > 0 });
    },
  );

  api.post(
    '/logout',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'End this session, or every session of the account',
        body: logoutRequest.nullish(),
      },
    },
    async (request) => {
      const { session, user } = accountOf(request);
      await sessions.end(session.id, user.id, request.body?.logout_from_all_device === 1);
      return ok(null, [request.t('logged_out', { ns: 'common' })]);
    },
  );

  api.get(
    '/verification-status',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Where codes go and when another may be sent',
        response: { 200: successEnvelope(verificationStatusSchema) },
      },
    },
    async (request) => ok(await accounts.verificationStatus(accountOf(request).user)),
  );

  api.post(
    '/send-otp-code',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Send a new verification code (one a minute)',
        body: sendOtpRequest,
        response: { 200: successEnvelope(otpSentSchema) },
      },
    },
    async (request) =>
      ok(
        await accounts.sendCode(
          accountOf(request).user,
          request.body.purpose,
          request.body.channel,
          context(request),
        ),
      ),
  );

  api.post(
    '/verify-otp-code',
    {
      preHandler: guards.signedIn,
      schema: {
        tags,
        summary: 'Verify the e-mail or phone with its code',
        body: verifyOtpRequest,
        response: { 200: successEnvelope(userSchema) },
      },
    },
    async (request) =>
      ok(
        await accounts.verifyCode(
          accountOf(request).user,
          request.body.purpose,
          request.body.code,
          request.ip,
        ),
        [request.t('verified', { ns: 'common' })],
      ),
  );
}
