import { ibanLengthOf, ibanProblem, normalizeIban } from './iban';
import { normalizeSwift, swiftProblem } from './swift';

/** One thing wrong with one field, as the API answers it and the web form shows it. */
export type BankDetailsProblem = {
  field: 'iban' | 'swift';
  key: string;
  params?: Record<string, string | number>;
};

/**
 * What is wrong with the IBAN and the SWIFT/BIC code of a bank account form, as catalog keys under
 * `validation.*`: the API refuses with these, and the web form can show the same before sending.
 */
export function bankAccountProblems(form: { iban: string; swift: string }): BankDetailsProblem[] {
  const problems: BankDetailsProblem[] = [];
  const iban = ibanProblem(form.iban);
  if (iban === 'length') {
    const country = normalizeIban(form.iban).slice(0, 2);
    problems.push({
      field: 'iban',
      key: 'validation.iban_length',
      params: { country, length: ibanLengthOf(form.iban)! },
    });
  } else if (iban) problems.push({ field: 'iban', key: `validation.iban_${iban}` });
  const swift = swiftProblem(form.swift);
  if (swift) problems.push({ field: 'swift', key: `validation.swift_${swift}` });
  return problems;
}

/** The IBAN and SWIFT/BIC code as they are stored and compared. */
export const normalizedBankDetails = <T extends { iban: string; swift: string }>(form: T): T => ({
  ...form,
  iban: normalizeIban(form.iban),
  swift: normalizeSwift(form.swift),
});

/** The last four characters of an IBAN, all a list or a message shows of it. */
export const ibanLast4 = (iban: string) => normalizeIban(iban).slice(-4);
