import type { Database } from '../../db/client';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { AppError } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { TargetsRepository } from '../favorites/targets.repository';
import { providerErrors } from '../providers/provider-page.service';
import { presentProviderSummary } from '../services/service-cards.presenter';
import { canNetwork, type NetworkAction } from './network.policy';
import type { NetworkRepository } from './network.repository';

type Account = UserActor;

export const networkErrors = {
  self: () => new AppError(422, 'follow_self', 'follow_self'),
};

/**
 * Following accounts (SPEC.md "Social", /networks). Every change is idempotent and answers with the
 * count it changed, so that a button and its counter never disagree with the server.
 */
export function createNetwork(db: Database, repo: NetworkRepository, targets: TargetsRepository) {
  async function other(account: Account, id: number, action: NetworkAction) {
    if (id === account.id) throw networkErrors.self();
    const found = await targets.account(id);
    if (!found || !canNetwork(account, action, { id: found.id, deletedAt: found.deleted_at }))
      throw providerErrors.notFound();
  }

  const members = async (
    account: Account,
    side: 'followers' | 'following',
    page: number,
    perPage: number,
    name?: string,
  ) => {
    const { rows, total } = await repo.members(account.id, side, {
      limit: perPage,
      offset: (page - 1) * perPage,
      name,
    });
    const items = rows.map((row) =>
      presentProviderSummary({ ...row, avatar: row.avatar_path, ratingsCount: row.ratings_count }),
    );
    return { items, total };
  };

  return {
    async follow(account: Account, id: number) {
      await other(account, id, 'follow');
      // The event commits with the follow, so a new follower is told once and only of a real follow.
      await db.transaction(async (tx) => {
        if (!(await repo.follow(tx, account.id, id, clock.now()))) return;
        await recordEvent(tx, {
          type: 'account.followed',
          subject: { kind: 'user', id: String(id) },
          actor: `user:${account.id}`,
          payload: { follower_id: account.id },
        });
      });
      return { is_following: true, followers_count: await repo.followersCount(id) };
    },

    async unfollow(account: Account, id: number) {
      await other(account, id, 'unfollow');
      await repo.unfollow(account.id, id);
      return { is_following: false, followers_count: await repo.followersCount(id) };
    },

    /** Removes an account from my followers; my own count comes back. */
    async removeFollower(account: Account, id: number) {
      await other(account, id, 'remove-follower');
      await repo.unfollow(id, account.id);
      return { followers_count: await repo.followersCount(account.id) };
    },

    /** My followers, or the accounts I follow, newest first; `name` finds them by a part of their name. */
    followers: (account: Account, page: number, perPage: number, name?: string) =>
      members(account, 'followers', page, perPage, name),
    following: (account: Account, page: number, perPage: number, name?: string) =>
      members(account, 'following', page, perPage, name),
  };
}

export type Network = ReturnType<typeof createNetwork>;
