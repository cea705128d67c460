import {
  changeAccountTypeRequest,
  changeAccountTypeSchema,
  changeContactRequest,
  changePasswordRequest,
  confirmContactRequest,
  deleteAccountRequest,
  otpSentSchema,
  userSchema,
} from '@wasla/shared/contracts/auth';
import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { accountTypeRequestReply, emptyReply } from '@wasla/shared/contracts/replies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http/envelope';
import type { AccountChangesService } from './account-changes.service';
import { type AuthGuards, accountOf } from './auth-guard';

const ctx = (request: FastifyRequest) => ({ t: request.t, lang: request.lang, client: request.ip });

export function registerAccountChangeRoutes(
  app: FastifyInstance,
  changes: AccountChangesService,
  guards: AuthGuards,
  hooks: { accountClosed(formerAvatar: string | null): Promise<void> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const preHandler = guards.verified;

  api.post(
    '/change-password',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change the password (current one required); other devices are signed out by default',
        body: changePasswordRequest,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      const { user, session } = accountOf(request);
      await changes.changePassword(user, session.id, request.body, request.ip);
      return ok(null, [request.t('account_changes.password_changed', { ns: 'common' })]);
    },
  );

  api.post(
    '/change-email-phone',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change or add an e-mail or phone: a code goes to the new address',
        body: changeContactRequest,
        response: { 200: successEnvelope(otpSentSchema) },
      },
    },
    async (request) =>
      ok(await changes.requestContactChange(accountOf(request).user, request.body, ctx(request))),
  );

  api.post(
    '/change-email-phone/verify',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Confirm the new e-mail or phone with its code',
        body: confirmContactRequest,
        response: { 200: successEnvelope(userSchema) },
      },
    },
    async (request) =>
      ok(await changes.confirmContactChange(accountOf(request).user, request.body, request.ip), [
        request.t(`account_changes.${request.body.type}_changed`, { ns: 'common' }),
      ]),
  );

  api.get(
    '/change-account-type',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The account-type change waiting for documents, if any',
        response: { 200: successEnvelope(accountTypeRequestReply) },
      },
    },
    async (request) => ok(await changes.pendingTypeRequest(accountOf(request).user)),
  );

  api.post(
    '/change-account-type',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change the account type; trading types wait for documents',
        body: changeAccountTypeRequest,
        response: { 200: successEnvelope(changeAccountTypeSchema) },
      },
    },
    async (request) => {
      const result = await changes.changeAccountType(
        accountOf(request).user,
        request.body.account_type,
        ctx(request),
      );
      const message = result.request
        ? request.t('account_changes.type_needs_documents', { ns: 'common' })
        : request.t('account_changes.type_changed', { ns: 'common' });
      return ok(result, [message]);
    },
  );

  api.post(
    '/providers/delete/account',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Close the account with a reason: personal data is erased and every session ends',
        body: deleteAccountRequest,
        response: { 200: successEnvelope(emptyReply) },
      },
    },
    async (request) => {
      const { formerAvatar } = await changes.deleteAccount(accountOf(request).user, request.body, request.ip);
      await hooks.accountClosed(formerAvatar);
      return ok(null, [request.t('account_changes.account_deleted', { ns: 'common' })]);
    },
  );
}
