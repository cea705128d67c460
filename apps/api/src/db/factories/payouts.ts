import { bankAccounts, personalInformation } from '../schema/wallet';
import { defineFactory } from './define-factory';

/**
 * A bank account of an account, with a valid UAE IBAN and SWIFT code in normal form; its details
 * "changed" when written, so a withdrawal to it waits 48 hours unless `detailsChangedAt` is given.
 */
export const bankAccountFactory = defineFactory<typeof bankAccounts, 'userId'>(bankAccounts, (n) => ({
  bankName: 'Emirates NBD',
  ownerName: `Account Holder ${n}`,
  accountNumber: '1234567890123456',
  iban: 'AE070331234567890123456',
  swift: 'NBADAEAA',
}));

/** The legal identity a payout is made to: an adult with an address in Dubai. */
export const personalInformationFactory = defineFactory<typeof personalInformation, 'userId'>(
  personalInformation,
  (n) => ({ legalName: `Legal Name ${n}`, address: `Al Wasl Road ${n}, Dubai`, dateOfBirth: '1990-05-01' }),
);
