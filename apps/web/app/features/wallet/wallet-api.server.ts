import type { Readable } from 'node:stream';
import { exchangeRateSchema, platformPricingSchema } from '@wasla/shared/contracts/catalogue';
import { emptyReply, pageOf } from '@wasla/shared/contracts/replies';
import {
  activitySchema,
  type BankAccountRequest,
  balanceSchema,
  bankAccountSchema,
  bankInformationSchema,
  bankTransferSchema,
  type CardSaveRequest,
  type CardUpdateRequest,
  cardSchema,
  chargeSchema,
  type PersonalInformationRequest,
  personalInformationSchema,
  type TopUpRequest,
  type WithdrawRequest,
  withdrawalSchema,
} from '@wasla/shared/contracts/wallet';
import { z } from 'zod';
import type { Api } from '../../lib/api-client/client.server';

export const activityPage = pageOf(activitySchema);
export const withdrawalPage = pageOf(withdrawalSchema);
export const bankTransferPage = pageOf(bankTransferSchema);
const cardList = z.array(cardSchema);
const bankAccountList = z.array(bankAccountSchema);

/**
 * The wallet's calls (SPEC.md section 7, Wallet), each named by the shared contract of its reply, so
 * that a drift between the API and these pages fails in development and tests. Reads throw the API's
 * status (the error page or the route's boundary shows); writes answer failures as values for forms.
 */
export function walletApi(api: Api) {
  return {
    balance: () => api.get(balanceSchema, '/wallets/balance'),
    activities: (page: number) => api.get(activityPage, `/wallets/activities?page=${page}`),
    /** Units of `to` for one `from`, with the time the rate was taken. */
    exchangeRate: (from: string, to: string) =>
      api.get(
        exchangeRateSchema,
        `/currency-exchange-rate?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      ),
    /** The platform's rates; the card top-up fee percentage is among them. */
    pricing: () => api.get(platformPricingSchema, '/accounting/platform-pricing'),

    cards: () => api.get(cardList, '/cards'),
    saveCard: (body: CardSaveRequest) => api.post(cardSchema, '/cards/save', body),
    renameCard: (id: number, body: CardUpdateRequest) => api.send(cardSchema, 'PUT', `/cards/${id}`, body),
    deleteCard: (id: number) => api.send(emptyReply, 'DELETE', `/cards/${id}`),

    /** `attempt`: the form's attempt id, the required Idempotency-Key of a money route. */
    topUp: (body: TopUpRequest, attempt: string) =>
      api.post(chargeSchema, '/wallets/top-up', body, { idempotencyKey: attempt }),
    charge: (id: number) => api.request(chargeSchema, 'GET', `/wallets/retrieve-charge/${id}`),

    bankInformation: () => api.get(bankInformationSchema, '/bank-information'),
    /** A multipart body (receipt, amount, operation_number), streamed on as it arrives. */
    bankTransfer: (body: Buffer<ArrayBuffer> | Readable, contentType: string, attempt: string) =>
      api.upload(bankTransferSchema, '/bank-transfers', body, contentType, { idempotencyKey: attempt }),

    bankAccounts: () => api.get(bankAccountList, '/bank-accounts'),
    addBankAccount: (body: BankAccountRequest) => api.post(bankAccountSchema, '/bank-accounts', body),
    updateBankAccount: (id: number, body: BankAccountRequest) =>
      api.send(bankAccountSchema, 'PUT', `/bank-accounts/${id}`, body),
    deleteBankAccount: (id: number) => api.send(emptyReply, 'DELETE', `/bank-accounts/${id}`),

    personalInformation: () => api.get(personalInformationSchema.nullable(), '/personal-information'),
    savePersonalInformation: (body: PersonalInformationRequest, id?: number) =>
      id === undefined
        ? api.post(personalInformationSchema, '/personal-information', body)
        : api.send(personalInformationSchema, 'PUT', `/personal-information/${id}`, body),

    withdraw: (body: WithdrawRequest, attempt: string) =>
      api.post(withdrawalSchema, '/wallets/withdraw', body, { idempotencyKey: attempt }),
    withdrawals: (page: number) => api.get(withdrawalPage, `/wallets/withdrawals?page=${page}`),
    bankTransfers: (page: number) => api.get(bankTransferPage, `/bank-transfers?page=${page}`),
    cancelWithdrawal: (id: number) => api.post(withdrawalSchema, `/wallets/withdrawals/${id}/cancel`, {}),
  };
}

export type WalletApi = ReturnType<typeof walletApi>;
