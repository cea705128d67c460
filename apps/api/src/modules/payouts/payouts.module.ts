import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import type { Messaging } from '../messaging/messaging.module';
import { createBankDetailsRepository } from './bank-details.repository';
import { registerBankDetailsRoutes } from './bank-details.routes';
import { createBankDetails } from './bank-details.service';

/**
 * Money leaving and entering the wallet through banks: bank accounts and personal information, top-ups
 * by bank transfer, withdrawals, and the finance team's decisions on both (with audit rows, and e-mails
 * to the user through the outbox). Returns its event handlers for the worker.
 */
export async function registerPayouts(
  api: FastifyInstance,
  infra: Infrastructure,
  { guards }: Auth,
  _messaging: Messaging,
) {
  const details = createBankDetails(createBankDetailsRepository(infra.db));
  registerBankDetailsRoutes(api, { details, guards });
  return { handlers: [] };
}
