import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { emptyReply } from '@wasla/shared/contracts/replies';
import {
  bankAccountRequest,
  bankAccountSchema,
  bankInformationSchema,
  personalInformationRequest,
  personalInformationSchema,
} from '@wasla/shared/contracts/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { BankDetails } from './bank-details.service';
import { PLATFORM_BANK_ACCOUNT } from './platform-bank-account';

const params = z.object({ id: idField });
const accountReply = { 200: successEnvelope(bankAccountSchema) };
const personalReply = { 200: successEnvelope(personalInformationSchema) };
const deleted = { 200: successEnvelope(emptyReply) };
const tags = ['wallet'];

/** Bank accounts, personal information and the platform's bank details (SPEC.md section 7, Wallet). */
export function registerBankDetailsRoutes(
  app: FastifyInstance,
  deps: { details: BankDetails; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { details, guards } = deps;
  const preHandler = guards.verified;
  const owner = (request: FastifyRequest) => accountOf(request).actor;

  api.get(
    '/bank-accounts',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My bank accounts',
        response: { 200: successEnvelope(z.array(bankAccountSchema)) },
      },
    },
    async (request) => ok(await details.listAccounts(owner(request))),
  );

  api.post(
    '/bank-accounts',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add a bank account; withdrawals to it are possible 48 hours later',
        body: bankAccountRequest,
        response: accountReply,
      },
    },
    async (request) => ok(await details.addAccount(owner(request), request.body, request.lang)),
  );

  api.get(
    '/bank-accounts/:id/edit',
    {
      preHandler,
      schema: { tags, summary: 'One of my bank accounts, to edit', params, response: accountReply },
    },
    async (request) => ok(await details.account(owner(request), request.params.id)),
  );

  api.put(
    '/bank-accounts/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change a bank account; a new IBAN, number, SWIFT or holder starts the 48-hour wait again',
        params,
        body: bankAccountRequest,
        response: accountReply,
      },
    },
    async (request) =>
      ok(await details.updateAccount(owner(request), request.params.id, request.body, request.lang)),
  );

  api.delete(
    '/bank-accounts/:id',
    { preHandler, schema: { tags, summary: 'Remove a bank account', params, response: deleted } },
    async (request) => ok(await details.deleteAccount(owner(request), request.params.id)),
  );

  api.get(
    '/personal-information',
    {
      preHandler,
      schema: {
        tags,
        summary: 'My personal information for payouts, or null before it is given',
        response: { 200: successEnvelope(personalInformationSchema.nullable()) },
      },
    },
    async (request) => ok(await details.personal(owner(request))),
  );

  api.post(
    '/personal-information',
    {
      preHandler,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Give my legal name, address and date of birth (18 or older), once',
        body: personalInformationRequest,
        response: personalReply,
      },
    },
    async (request) => ok(await details.addPersonal(owner(request), request.body)),
  );

  api.get(
    '/personal-information/:id/edit',
    {
      preHandler,
      schema: { tags, summary: 'My personal information, to edit', params, response: personalReply },
    },
    async (request) => ok(await details.personalById(owner(request), request.params.id)),
  );

  api.put(
    '/personal-information/:id',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Change my personal information',
        params,
        body: personalInformationRequest,
        response: personalReply,
      },
    },
    async (request) => ok(await details.updatePersonal(owner(request), request.params.id, request.body)),
  );

  api.delete(
    '/personal-information/:id',
    { preHandler, schema: { tags, summary: 'Remove my personal information', params, response: deleted } },
    async (request) => ok(await details.deletePersonal(owner(request), request.params.id)),
  );

  api.get(
    '/bank-information',
    {
      preHandler,
      schema: {
        tags,
        summary: "The platform's bank account, to top up the wallet by bank transfer",
        response: { 200: successEnvelope(bankInformationSchema) },
      },
    },
    async () => ok(PLATFORM_BANK_ACCOUNT),
  );
}
