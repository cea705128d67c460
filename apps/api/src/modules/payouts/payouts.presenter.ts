import { BANK_ACCOUNT_CHANGE_WAIT_HOURS } from '@wasla/shared/business-constants';
import type {
  BankAccount,
  BankTransfer,
  BankTransferStatus,
  PersonalInformation,
  Withdrawal,
  WithdrawalStatus,
} from '@wasla/shared/contracts/wallet';
import { toDecimalString } from '@wasla/shared/money';
import { ibanLast4 } from '@wasla/shared/wallet-rules/bank-details';
import type { BankAccountRow, PersonalInformationRow } from './bank-details.repository';

/** When withdrawals to an account become possible again after its details changed. */
export const usableFrom = (account: Pick<BankAccountRow, 'detailsChangedAt'>) =>
  new Date(account.detailsChangedAt.getTime() + BANK_ACCOUNT_CHANGE_WAIT_HOURS * 3_600_000);

const amountText = (amount: bigint, currency: string) => toDecimalString({ amount, currency });

export const presentBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  bank_name: row.bankName,
  owner_name: row.ownerName,
  account_number: row.accountNumber,
  iban: row.iban,
  swift: row.swift,
  usable_from: usableFrom(row).toISOString(),
  created_at: row.createdAt.toISOString(),
});

export const presentPersonalInformation = (row: PersonalInformationRow): PersonalInformation => ({
  id: row.id,
  legal_name: row.legalName,
  address: row.address,
  date_of_birth: row.dateOfBirth,
});

type TransferFields = {
  id: number;
  amount: bigint;
  currency: string;
  operationNumber: string;
  status: string;
  reason: string | null;
  dueAt: Date;
  createdAt: Date;
};

export const presentBankTransfer = (row: TransferFields): BankTransfer => ({
  id: row.id,
  amount: amountText(row.amount, row.currency),
  currency: row.currency,
  operation_number: row.operationNumber,
  status: row.status as BankTransferStatus,
  reason: row.reason,
  due_at: row.dueAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

type WithdrawalFields = {
  id: number;
  amount: bigint;
  currency: string;
  status: string;
  reason: string | null;
  dueAt: Date;
  createdAt: Date;
  bankAccountId: number;
};

export const presentWithdrawal = (
  row: WithdrawalFields,
  account: Pick<BankAccountRow, 'bankName' | 'iban'>,
): Withdrawal => ({
  id: row.id,
  amount: amountText(row.amount, row.currency),
  currency: row.currency,
  status: row.status as WithdrawalStatus,
  reason: row.reason,
  bank_account: { id: row.bankAccountId, bank_name: account.bankName, iban_last4: ibanLast4(account.iban) },
  due_at: row.dueAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});
