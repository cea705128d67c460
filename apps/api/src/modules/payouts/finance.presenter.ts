import type { FinanceBankTransfer, FinanceWithdrawal } from '@wasla/shared/contracts/wallet';
import type { TeamBankTransfer } from './bank-transfers.repository';
import { presentBankTransfer, presentWithdrawal } from './payouts.presenter';
import type { TeamWithdrawal } from './withdrawals.repository';

/** Where the finance team reads a receipt: a path of the API (after `/api/v1`), behind the team guard. */
export const receiptPath = (id: number) => `/admin/finance/bank-transfers/${id}/receipt`;

export const presentTeamBankTransfer = ({ transfer, user }: TeamBankTransfer): FinanceBankTransfer => ({
  ...presentBankTransfer(transfer),
  user,
  receipt_path: receiptPath(transfer.id),
  receipt_type: transfer.receiptType,
  decided_at: transfer.decidedAt?.toISOString() ?? null,
});

export const presentTeamWithdrawal = ({
  withdrawal,
  account,
  user,
  legalName,
}: TeamWithdrawal): FinanceWithdrawal => ({
  ...presentWithdrawal(withdrawal, account),
  user,
  bank_account: {
    id: account.id,
    bank_name: account.bankName,
    owner_name: account.ownerName,
    account_number: account.accountNumber,
    iban: account.iban,
    swift: account.swift,
  },
  legal_name: legalName,
});
