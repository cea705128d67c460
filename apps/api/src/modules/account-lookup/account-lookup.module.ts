import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { EventHandler } from '../../lib/events/handlers';
import type { Auth } from '../auth/auth.module';
import type { Ledger } from '../ledger/ledger';
import type { Messenger } from '../messaging/messenger';
import { registerAccountLookupRoutes } from './account-lookup.routes';
import { createAccountLookup } from './account-lookup.service';
import { createTwoFactorResetMail } from './two-factor-reset-mail';

/** The team's look-up of accounts; answers the handler that e-mails an account whose 2FA was reset. */
export function registerAccountLookup(
  api: FastifyInstance,
  { db }: Infrastructure,
  deps: { guards: Auth['guards']; ledger: Ledger; messenger: Messenger },
): { handlers: EventHandler[] } {
  registerAccountLookupRoutes(api, { lookup: createAccountLookup(db, deps.ledger), guards: deps.guards });
  return { handlers: [createTwoFactorResetMail(deps.messenger)] };
}
