import { WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { AccountFile, TWO_FACTOR_RESET_PROOFS } from '@wasla/shared/contracts/account-lookup';
import type { Language } from '@wasla/shared/languages';
import { money, toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { Ledger } from '../ledger/ledger';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createAccountLookupRepository, presentHit } from './account-lookup.repository';

const SUPPORT_ROLES = TEAM_ACTIONS['accounts.secure'];
const PER_PAGE = 20;

/**
 * The team's look-up of accounts (the back office's "Users"): search, and one account's file with
 * its wallet read from the ledger. The support team may end every session of an account, and reset
 * its two-step verification once it has checked who is asking; both are audited with the reason, and
 * the reset tells the account by e-mail through the outbox.
 */
export function createAccountLookup(db: Database, ledger: Ledger) {
  const read = createAccountLookupRepository(db);

  return {
    search: (q: string, page: number) => read.search(q, PER_PAGE, (page - 1) * PER_PAGE),
    perPage: PER_PAGE,

    async file(id: number, lang: Language): Promise<AccountFile> {
      const account = await read.account(id);
      if (!account) throw errors.notFound();
      const [counts, services, deals, sessions, balances] = await Promise.all([
        read.counts(id),
        read.latestServices(id, lang),
        read.latestDeals(id),
        read.openSessions(id, clock.now()),
        ledger.balances(db, id, WALLET_CURRENCY),
      ]);
      return {
        ...presentHit(account),
        slug: account.slug,
        roles: account.roles ?? [],
        email_verified: account.email_verified_at !== null,
        phone_verified: account.phone_verified_at !== null,
        two_factor: account.two_factor_enabled_at !== null,
        services: counts.services as AccountFile['services'],
        deals: counts.deals as AccountFile['deals'],
        wallet: {
          currency: WALLET_CURRENCY,
          available: toDecimalString(balances.available),
          blocked: toDecimalString(balances.blocked),
          total: toDecimalString(balances.total),
        },
        sessions,
        latest_services: services.map((s) => ({
          id: s.id,
          slug: s.slug,
          name: s.name ?? '',
          status: s.status as AccountFile['latest_services'][number]['status'],
        })),
        latest_deals: deals.map((d) => ({
          id: d.id,
          code: d.code,
          title: d.title,
          stage: d.stage as AccountFile['latest_deals'][number]['stage'],
          role: d.client_id === id ? 'client' : 'provider',
          total: toDecimalString(money(BigInt(d.total), d.currency)),
          currency: d.currency,
          created_at: new Date(d.created_at).toISOString(),
        })),
      };
    },

    /** Ends every open session: the account signs in again everywhere (a stolen phone, a shared laptop). */
    endSessions: (actor: UserActor, id: number, reason: string) =>
      db.transaction(async (tx) => {
        const repo = createAccountLookupRepository(tx);
        if (!(await repo.lock(id))) throw errors.notFound();
        const ended = await repo.endSessions(id, 'ended_by_support', clock.now());
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, SUPPORT_ROLES),
          action: 'account.sessions.end',
          subject: { kind: 'account', id },
          after: { sessions_ended: ended },
          reason,
        });
        return { ended };
      }),

    /**
     * Turns two-step verification off for an account that lost its authenticator, after the team
     * checked `proof`, and ends its sessions so only the owner signs in again. Refused when it is off.
     */
    resetTwoFactor: (
      actor: UserActor,
      id: number,
      input: { proof: (typeof TWO_FACTOR_RESET_PROOFS)[number]; reason: string },
    ) =>
      db.transaction(async (tx) => {
        const repo = createAccountLookupRepository(tx);
        const account = await repo.lock(id);
        if (!account) throw errors.notFound();
        if (!account.two_factor_enabled_at) throw lookupErrors.twoFactorOff();
        await repo.clearTwoFactor(id);
        const ended = await repo.endSessions(id, 'two_factor_reset', clock.now());
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, SUPPORT_ROLES),
          action: 'account.two_factor.reset',
          subject: { kind: 'account', id },
          before: { two_factor: true },
          after: { two_factor: false, proof: input.proof, sessions_ended: ended },
          reason: input.reason,
        });
        await recordEvent(tx, {
          type: 'account.two_factor_reset',
          subject: { kind: 'account', id: String(id) },
          actor: `user:${actor.id}`,
          payload: {},
        });
        return { two_factor: false, sessions_ended: ended };
      }),
  };
}

export const lookupErrors = {
  twoFactorOff: () => new AppError(409, 'conflict', 'two_factor_already_off'),
};

export type AccountLookup = ReturnType<typeof createAccountLookup>;
