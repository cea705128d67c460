import { BANK_ACCOUNT_CHANGE_WAIT_HOURS, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import { bankAccountFactory, personalInformationFactory, teamRoleFactory } from '../db/factories';
import { clock } from '../lib/clock';
import type { TeamRole } from '../lib/policy/actor';
import { stepAt, totpForStep } from '../lib/totp';
import { createLedger } from '../modules/ledger/ledger';
import { signUpVerified, TEST_PASSWORD } from './accounts';
import type { TestApp } from './test-app';

export type Member = Awaited<ReturnType<typeof signUpVerified>> & { id: number };

/** A verified account with its id. */
export async function account(t: TestApp, name = 'Wallet User'): Promise<Member> {
  const signed = await signUpVerified(t, name);
  const me = await t.api('GET', '/user-information', { headers: signed.auth });
  return { ...signed, id: me.json().data.id as number };
}

/**
 * Turns two-step verification on for `member` through the API, as a person does with an
 * authenticator app; answers the key. A team account's roles are dormant until this is done.
 */
export async function armTwoFactor(t: TestApp, member: Pick<Member, 'auth'>): Promise<string> {
  const setup = await t.api('POST', '/two-factor/setup', {
    headers: member.auth,
    body: { password: TEST_PASSWORD },
  });
  const secret: string = setup.json().data.secret;
  const enabled = await t.api('POST', '/two-factor/enable', {
    headers: member.auth,
    body: { code: totpForStep(secret, stepAt(Date.now())) },
  });
  if (enabled.statusCode !== 200) throw new Error(`two-factor enable: ${enabled.body}`);
  return secret;
}

/** Grants `role` to an account as the command line does, without turning two-step verification on. */
export async function grantTeamRole(t: Pick<TestApp, 'app'>, accountId: number, role: TeamRole) {
  await teamRoleFactory.one(t.app.database.db, { accountId, role });
}

/** A verified account holding team `roles`, with two-step verification on as the team must have. */
export async function teamMember(t: TestApp, ...roles: TeamRole[]): Promise<Member> {
  const member = await account(t, `Team ${roles.join(' ')}`);
  await teamRoleFactory.many(
    t.app.database.db,
    roles.map((role) => ({ accountId: member.id, role })),
  );
  await armTwoFactor(t, member);
  return member;
}

let funding = 0;

/**
 * Gives a user money on the ledger as an approved bank transfer would: the bank's account debited,
 * the user's available balance credited, in minor units of AED (fils).
 */
export async function fund(t: Pick<TestApp, 'app'>, userId: number, fils: bigint) {
  await createLedger().transfer(t.app.database.db, {
    kind: 'bank_top_up',
    currency: WALLET_CURRENCY,
    legs: [
      { account: { kind: 'bank' }, amount: -fils },
      { account: { kind: 'user_available', userId }, amount: fils },
    ],
    key: `test-funding:${process.pid}:${Date.now()}:${funding++}`,
  });
}

export const balancesOf = (t: TestApp, userId: number) =>
  createLedger().balances(t.app.database.db, userId, WALLET_CURRENCY);

/**
 * What a withdrawal needs besides money: personal information, and a bank account whose details
 * changed long enough ago. Answers the bank account's id.
 */
export async function readyToWithdraw(t: TestApp, userId: number, options: { personal?: boolean } = {}) {
  const db = t.app.database.db;
  if (options.personal !== false) await personalInformationFactory.one(db, { userId });
  const settled = new Date(clock.now().getTime() - (BANK_ACCOUNT_CHANGE_WAIT_HOURS + 1) * 3_600_000);
  const account = await bankAccountFactory.one(db, { userId, detailsChangedAt: settled, createdAt: settled });
  return account.id;
}

let keys = 0;
/** A fresh Idempotency-Key header. */
export const key = () => ({ 'idempotency-key': `test-key-${process.pid}-${Date.now()}-${keys++}` });
