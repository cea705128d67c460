import { bankAccountProblems } from '@wasla/shared/wallet-rules/bank-details';
import { normalizeIban } from '@wasla/shared/wallet-rules/iban';
import { describe, expect, it } from 'vitest';
import { PLATFORM_BANK_ACCOUNT } from './platform-bank-account';

describe('the platform bank account', () => {
  it('has an IBAN and a SWIFT code that pass the checks users pass', () => {
    expect(bankAccountProblems(PLATFORM_BANK_ACCOUNT)).toEqual([]);
    expect(normalizeIban(PLATFORM_BANK_ACCOUNT.iban)).toBe(PLATFORM_BANK_ACCOUNT.iban);
    // The account number is the IBAN's last digits, as UAE IBANs carry it.
    expect(PLATFORM_BANK_ACCOUNT.iban.endsWith(PLATFORM_BANK_ACCOUNT.account_number)).toBe(true);
  });
});
