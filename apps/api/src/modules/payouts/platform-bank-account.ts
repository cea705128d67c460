import type { BankInformation } from '@wasla/shared/contracts/wallet';

/**
 * The platform's own bank account, shown by `GET /bank-information` to users topping up their wallet
 * by bank transfer. It is the one place to change when the company's account changes: edit it here
 * and deploy. It is a constant rather than configuration because every instance and environment must
 * show the same account (a test or staging site that told users another IBAN would be worse than one
 * that tells them the real one); `platform-bank-account.test.ts` checks its IBAN and SWIFT codes with
 * the same rules as users' accounts, so a typo here fails the build.
 */
export const PLATFORM_BANK_ACCOUNT: BankInformation = {
  bank_name: 'Emirates NBD',
  account_name: 'Wasla Technologies L.L.C.',
  account_number: '1015384729101',
  iban: 'AE480260001015384729101',
  swift: 'EBILAEAD',
};
