import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { WalletShortfall } from '@wasla/shared/contracts/wallet';
import { add, money, toDecimalString } from '@wasla/shared/money';
import type { Executor } from '../../lib/events/record-event';
import { AppError } from '../../lib/http/app-error';
import type { Ledger } from '../ledger/ledger';
import type { CardPayments } from './wallet.module';

const aed = (fils: bigint) => toDecimalString(money(fils, WALLET_CURRENCY));

/**
 * The 303 of SPEC.md section 8 for anything paid from the wallet (a deal, a plan, a promotion): what
 * the available balance lacks, and the card fee on it, as the empty-wallet dialog shows them.
 */
export const shortfallError = (shortfall: WalletShortfall) =>
  new AppError(303, 'insufficient_balance', 'insufficient_balance', {}, undefined, shortfall);

/**
 * What `userId`'s available balance lacks of `total` (AED fils), in fils and as the 303 shows it; none
 * when the balance covers it.
 */
export async function walletShortfall(
  deps: { ledger: Ledger; cards: Pick<CardPayments, 'feeOn'> },
  executor: Executor,
  userId: number,
  total: bigint,
) {
  const { available } = await deps.ledger.balances(executor, userId, WALLET_CURRENCY);
  if (available.amount >= total) return undefined;
  const missing = money(total - available.amount, WALLET_CURRENCY);
  const fee = await deps.cards.feeOn(missing);
  const shown: WalletShortfall = {
    available: aed(available.amount),
    total: aed(total),
    shortfall: aed(missing.amount),
    fee: aed(fee.amount),
    charge_total: aed(add(missing, fee).amount),
    currency: WALLET_CURRENCY,
  };
  return { missing: missing.amount, shown };
}
