import { describe, expect, it } from 'vitest';
import { bankAccountProblems, ibanLast4, normalizedBankDetails } from './bank-details';

describe('bank account form', () => {
  it('finds nothing wrong with a right IBAN and SWIFT, typed loosely', () => {
    expect(bankAccountProblems({ iban: 'ae07 0331 2345 6789 0123 456', swift: 'nbad ae aa' })).toEqual([]);
    expect(
      normalizedBankDetails({ iban: 'ae07 0331 2345 6789 0123 456', swift: 'nbad ae aa', x: 1 }),
    ).toEqual({
      iban: 'AE070331234567890123456',
      swift: 'NBADAEAA',
      x: 1,
    });
    expect(ibanLast4('AE07 0331 2345 6789 0123 456')).toBe('3456');
  });

  it('names the field, the rule and the expected length', () => {
    expect(bankAccountProblems({ iban: 'AE07033123456789012345', swift: 'NBADZZAA' })).toEqual([
      { field: 'iban', key: 'validation.iban_length', params: { country: 'AE', length: 23 } },
      { field: 'swift', key: 'validation.swift_country' },
    ]);
    expect(bankAccountProblems({ iban: 'AE070331234567890123457', swift: 'NBAD' })).toEqual([
      { field: 'iban', key: 'validation.iban_checksum' },
      { field: 'swift', key: 'validation.swift_format' },
    ]);
  });
});
