import {
  codeRequestedSchema,
  forgotEmailRequest,
  forgotEmailSchema,
  forgotEmailVerifyRequest,
  forgotPasswordRequest,
  resetPasswordRequest,
} from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { emptyReply } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import type { RecoveryService } from './recovery.service';

const ctx = (request: FastifyRequest) => ({ t: request.t, lang: request.lang, client: request.ip });

/** Recovery needs no session: these are the calls of someone who cannot sign in. */
export function registerRecoveryRoutes(app: FastifyInstance, recovery: RecoveryService) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['recovery'];

  api.post(
    '/forget-password',
    {
      schema: {
        tags,
        summary: 'Send a password reset code to the e-mail or phone, if an account has it',
        body: forgotPasswordRequest,
        response: { 200: successEnvelope(codeRequestedSchema) },
      },
    },
    async (request) =>
      ok(await recovery.forgotPassword(request.body, ctx(request)), [
        request.t('recovery.code_sent_if_exists', { ns: 'common' }),
      ]),
  );

  api.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code; every session of the account ends',
        body: resetPasswordRequest,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      await recovery.resetPassword(request.body, request.ip);
      return ok(null, [request.t('recovery.password_reset', { ns: 'common' })]);
    },
  );

  api.post(
    '/forget-email',
    {
      schema: {
        tags,
        summary: 'Send a code by WhatsApp to the phone, if an account has it',
        body: forgotEmailRequest,
        response: { 200: successEnvelope(codeRequestedSchema) },
      },
    },
    async (request) =>
      ok(await recovery.forgotEmail(request.body, ctx(request)), [
        request.t('recovery.code_sent_if_exists', { ns: 'common' }),
      ]),
  );

  api.post(
    '/forget-email/verify',
    {
      schema: {
        tags,
        summary: "With the WhatsApp code, the account's e-mail, masked",
        body: forgotEmailVerifyRequest,
        response: { 200: successEnvelope(forgotEmailSchema) },
      },
    },
    async (request) => ok(await recovery.revealEmail(request.body, request.ip)),
  );
}
