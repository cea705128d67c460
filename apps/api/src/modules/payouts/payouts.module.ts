import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createLedger } from '../ledger/ledger';
import type { Messaging } from '../messaging/messaging.module';
import { createBankDetailsRepository } from './bank-details.repository';
import { registerBankDetailsRoutes } from './bank-details.routes';
import { createBankDetails } from './bank-details.service';
import { createBankTransfersRepository } from './bank-transfers.repository';
import { registerBankTransferRoutes } from './bank-transfers.routes';
import { createBankTransfers } from './bank-transfers.service';
import { registerFinanceRoutes } from './finance.routes';
import { createFinance } from './finance.service';
import { createPayoutNotifications } from './payout-notifications';
import { createReceipts } from './receipts';
import { createWithdrawalsRepository } from './withdrawals.repository';
import { registerWithdrawalRoutes } from './withdrawals.routes';
import { createWithdrawals } from './withdrawals.service';

/**
 * Money leaving and entering the wallet through banks: bank accounts and personal information, top-ups
 * by bank transfer, withdrawals, and the finance team's decisions on both (with audit rows, and
 * messages to the user through the outbox). Money moves only through the ledger, which is stateless:
 * this module's instance and the wallet's write the same books. Returns its event handlers.
 */
export async function registerPayouts(
  api: FastifyInstance,
  infra: Infrastructure,
  { guards }: Auth,
  { messenger }: Messaging,
) {
  const { db, media } = infra;
  const ledger = createLedger();
  const details = createBankDetailsRepository(db);
  const transfers = createBankTransfersRepository(db);
  const withdrawals = createWithdrawalsRepository(db);
  const receipts = createReceipts(media);

  registerBankDetailsRoutes(api, { details: createBankDetails(details), guards });
  await registerBankTransferRoutes(api, {
    transfers: createBankTransfers({ repo: transfers, receipts }),
    guards,
    store: media,
  });
  registerWithdrawalRoutes(api, {
    withdrawals: createWithdrawals({ db, repo: withdrawals, details, ledger }),
    guards,
  });
  registerFinanceRoutes(api, {
    finance: createFinance({ transfers, withdrawals, receipts, ledger }),
    guards,
  });
  return { handlers: createPayoutNotifications(messenger) };
}
