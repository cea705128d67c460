import {
  BANK_TRANSFER_DECISION_DAYS,
  BANK_TRANSFERS_PAGE_SIZE,
  WALLET_CURRENCY,
} from '@wasla/shared/business-constants';
import type { BankTransferFields } from '@wasla/shared/contracts/wallet';
import { toLatinDigits } from '@wasla/shared/digits';
import { toDecimalString } from '@wasla/shared/money';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { fieldError } from '../../lib/http/field-errors';
import { isUniqueViolation } from '../auth/unique-violation';
import type { Owner } from './bank-details.service';
import type { BankTransfersRepository } from './bank-transfers.repository';
import { readAmount } from './payout-errors';
import { presentBankTransfer } from './payouts.presenter';
import type { Receipts, ReceivedReceipt } from './receipts';

const DAY_MS = 86_400_000;

/**
 * An operation number as compared for uniqueness: the same reference typed with spaces, in lower
 * case or with Arabic-Indic digits is the same receipt.
 */
export const normalizeOperationNumber = (text: string) =>
  toLatinDigits(text).replace(/\s+/g, '').toUpperCase();

const taken = () => fieldError('operation_number', 'validation.operation_number_taken');

/**
 * Top-ups by bank transfer (SPEC.md sections 3 and 9): the user sends the amount, the operation
 * number and a receipt; the request waits, pending, for the finance team (finance-bank-transfers.ts)
 * within 3 days. One operation number is one top-up, whoever claims it.
 */
export function createBankTransfers(deps: { repo: BankTransfersRepository; receipts: Receipts }) {
  const { repo, receipts } = deps;
  return {
    async create(owner: Owner, fields: BankTransferFields, receipt: ReceivedReceipt | undefined) {
      const amount = readAmount(fields.amount);
      const operationNumber = normalizeOperationNumber(fields.operation_number);
      if (await repo.operationTaken(operationNumber)) throw taken();
      const kept = await receipts.keep(receipt);
      const now = clock.now();
      try {
        return await repo.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            userId: owner.id,
            currency: WALLET_CURRENCY,
            amount: amount.amount,
            operationNumber,
            receiptKey: kept.file,
            receiptType: kept.type,
            dueAt: new Date(now.getTime() + BANK_TRANSFER_DECISION_DAYS * DAY_MS),
            createdAt: now,
            updatedAt: now,
          });
          await recordEvent(tx, {
            type: 'bank_transfer.requested',
            subject: { kind: 'bank_transfer', id: String(row.id) },
            actor: `user:${owner.id}`,
            payload: { user_id: owner.id, amount: toDecimalString(amount), currency: amount.currency },
          });
          return presentBankTransfer(row);
        });
      } catch (error) {
        // Nothing names the stored receipt any more.
        await receipts.forget(kept.file);
        // Two claims of one operation number at the same instant: the second finds the first's row.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    async list(owner: Owner, page: number) {
      const perPage = BANK_TRANSFERS_PAGE_SIZE;
      const { rows, total } = await repo.listOwned(owner.id, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      return { items: rows.map(presentBankTransfer), total, page, perPage };
    },
  };
}

export type BankTransfers = ReturnType<typeof createBankTransfers>;
