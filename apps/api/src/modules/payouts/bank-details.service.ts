import type { BankAccountRequest, PersonalInformationRequest } from '@wasla/shared/contracts/wallet';
import { intlLocale } from '@wasla/shared/intl-locale';
import type { Language } from '@wasla/shared/languages';
import { bankAccountProblems, normalizedBankDetails } from '@wasla/shared/wallet-rules/bank-details';
import { dateOfBirthProblem, PAYOUT_MINIMUM_AGE } from '@wasla/shared/wallet-rules/personal-information';
import { clock } from '../../lib/clock';
import { errors } from '../../lib/http/app-error';
import { fieldError, fieldErrors } from '../../lib/http/field-errors';
import { type UserActor, userActor } from '../../lib/policy/actor';
import { isUniqueViolation } from '../auth/unique-violation';
import type {
  BankAccountRow,
  BankDetailsRepository,
  PersonalInformationRow,
} from './bank-details.repository';
import { payoutErrors } from './payout-errors';
import { canPayout } from './payouts.policy';
import { presentBankAccount, presentPersonalInformation } from './payouts.presenter';

export type Owner = Pick<UserActor, 'id'>;

// The columns whose change moves the 48-hour wait: where the money goes and to whom.
const PAYOUT_COLUMNS = ['ownerName', 'accountNumber', 'iban', 'swift'] as const;

const own = <T extends { userId: number; deletedAt?: Date | null }>(row: T | undefined, owner: Owner) =>
  row !== undefined &&
  canPayout(userActor(owner.id), 'own', { ownerId: row.userId, deletedAt: row.deletedAt })
    ? row
    : undefined;

/** The form as columns: IBAN and SWIFT in normal form, after they were checked. */
function accountValues(body: BankAccountRequest, lang: Language) {
  const problems = bankAccountProblems(body).map((problem) => {
    const country = problem.params?.country;
    if (typeof country !== 'string') return problem;
    // "An IBAN from United Arab Emirates has 23 characters", in the reader's language.
    const name = new Intl.DisplayNames([intlLocale(lang)], { type: 'region' }).of(country) ?? country;
    return { ...problem, params: { ...problem.params, country: name } };
  });
  if (problems.length) throw fieldErrors(problems);
  const form = normalizedBankDetails(body);
  return {
    bankName: form.bank_name,
    ownerName: form.owner_name,
    accountNumber: form.account_number,
    iban: form.iban,
    swift: form.swift,
  };
}

function personalValues(body: PersonalInformationRequest) {
  const today = clock.now().toISOString().slice(0, 10);
  const problem = dateOfBirthProblem(body.date_of_birth, today);
  if (problem) throw fieldError('date_of_birth', problem, { age: PAYOUT_MINIMUM_AGE });
  return { legalName: body.legal_name, address: body.address, dateOfBirth: body.date_of_birth };
}

/**
 * Bank accounts and personal information (SPEC.md section 7). A new account, and any change of where
 * the money goes or to whom, starts the 48-hour wait before a withdrawal may use it
 * (`details_changed_at`). While a withdrawal is on its way, the details it will be paid to cannot
 * change or go (409), so the wait cannot be stepped around by editing an account after asking.
 */
export function createBankDetails(repo: BankDetailsRepository) {
  async function ownedAccount(owner: Owner, id: number): Promise<BankAccountRow> {
    const row = own(await repo.account(id), owner);
    if (!row) throw errors.notFound();
    return row;
  }

  async function ownedPersonal(owner: Owner, id: number): Promise<PersonalInformationRow> {
    const row = own(await repo.personal(id), owner);
    if (!row) throw errors.notFound();
    return row;
  }

  return {
    listAccounts: async (owner: Owner) => (await repo.accountsOf(owner.id)).map(presentBankAccount),

    account: async (owner: Owner, id: number) => presentBankAccount(await ownedAccount(owner, id)),

    addAccount: async (owner: Owner, body: BankAccountRequest, lang: Language) =>
      presentBankAccount(await repo.insertAccount(owner.id, accountValues(body, lang), clock.now())),

    updateAccount: (owner: Owner, id: number, body: BankAccountRequest, lang: Language) => {
      const values = accountValues(body, lang);
      return repo.transaction(async (tx) => {
        const row = own(await repo.lockAccount(tx, id, 'update'), owner);
        if (!row) throw errors.notFound();
        const moved = PAYOUT_COLUMNS.some((column) => row[column] !== values[column]);
        if (moved && (await repo.openWithdrawal(tx, { bankAccountId: id })))
          throw payoutErrors.detailsInUse();
        const changes = moved ? { ...values, detailsChangedAt: clock.now() } : values;
        return presentBankAccount(await repo.updateAccount(tx, id, changes));
      });
    },

    deleteAccount: (owner: Owner, id: number) =>
      repo.transaction(async (tx) => {
        const row = own(await repo.lockAccount(tx, id, 'update'), owner);
        if (!row) throw errors.notFound();
        if (await repo.openWithdrawal(tx, { bankAccountId: id })) throw payoutErrors.detailsInUse();
        // Kept, not deleted: past withdrawals name it.
        await repo.updateAccount(tx, id, { deletedAt: clock.now() });
        return null;
      }),

    personal: async (owner: Owner) => {
      const row = await repo.personalOf(owner.id);
      return row ? presentPersonalInformation(row) : null;
    },

    personalById: async (owner: Owner, id: number) =>
      presentPersonalInformation(await ownedPersonal(owner, id)),

    /** One per account: a second answers 409, also when two arrive at once. */
    addPersonal: async (owner: Owner, body: PersonalInformationRequest) => {
      const values = personalValues(body);
      if (await repo.personalOf(owner.id)) throw payoutErrors.personalExists();
      try {
        return presentPersonalInformation(await repo.insertPersonal(owner.id, values, clock.now()));
      } catch (error) {
        if (isUniqueViolation(error)) throw payoutErrors.personalExists();
        throw error;
      }
    },

    updatePersonal: (owner: Owner, id: number, body: PersonalInformationRequest) => {
      const values = personalValues(body);
      return repo.transaction(async (tx) => {
        const row = own(await repo.lockPersonal(tx, id), owner);
        if (!row) throw errors.notFound();
        const same =
          row.legalName === values.legalName &&
          row.address === values.address &&
          row.dateOfBirth === values.dateOfBirth;
        if (!same && (await repo.openWithdrawal(tx, { userId: owner.id }))) throw payoutErrors.detailsInUse();
        return presentPersonalInformation(await repo.updatePersonal(tx, id, values, clock.now()));
      });
    },

    deletePersonal: (owner: Owner, id: number) =>
      repo.transaction(async (tx) => {
        const row = own(await repo.lockPersonal(tx, id), owner);
        if (!row) throw errors.notFound();
        if (await repo.openWithdrawal(tx, { userId: owner.id })) throw payoutErrors.detailsInUse();
        await repo.deletePersonal(tx, id);
        return null;
      }),
  };
}

export type BankDetails = ReturnType<typeof createBankDetails>;
