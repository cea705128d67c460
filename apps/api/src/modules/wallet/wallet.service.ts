import { WALLET_ACTIVITIES_PAGE_SIZE, WALLET_CURRENCY } from '@wasla/shared/business-constants';
import type { Activity, Balance } from '@wasla/shared/contracts/wallet';
import { toDecimalString } from '@wasla/shared/money';
import type { Database } from '../../db/client';
import type { UserActor } from '../../lib/policy/actor';
import type { Ledger } from '../ledger/ledger';
import { presentActivity } from './activities.presenter';
import type { ActivitiesRepository } from './activities.repository';

/**
 * The wallet as its owner reads it: balances straight from the ledger (available, blocked, and
 * their total), and activities, one per ledger transfer that touched the owner's money. Only the
 * caller's own wallet: these routes take no id.
 */
export function createWalletReader(deps: { db: Database; ledger: Ledger; activities: ActivitiesRepository }) {
  return {
    async balance(actor: UserActor): Promise<Balance> {
      const { available, blocked, total } = await deps.ledger.balances(deps.db, actor.id, WALLET_CURRENCY);
      return {
        total_balance: toDecimalString(total),
        available_balance: toDecimalString(available),
        blocked_balance: toDecimalString(blocked),
        currency: WALLET_CURRENCY,
      };
    },

    async activities(
      actor: UserActor,
      page: number,
    ): Promise<{ items: Activity[]; total: number; perPage: number }> {
      const perPage = WALLET_ACTIVITIES_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        deps.activities.page(actor.id, WALLET_CURRENCY, page, perPage),
        deps.activities.count(actor.id, WALLET_CURRENCY),
      ]);
      return { items: rows.map((row) => presentActivity(row, WALLET_CURRENCY)), total, perPage };
    },
  };
}

export type WalletReader = ReturnType<typeof createWalletReader>;
