import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../lib/events/record-event';
import { likeText } from '../../lib/like-text';
import { accountShownSql } from '../../lib/policy/visibility';

export type NetworkMemberRow = {
  id: number;
  code: string;
  slug: string;
  name: string;
  avatar_path: string | null;
  rating: string;
  ratings_count: number;
};

/** Who follows whom. Deleted accounts keep their rows but are left out of every count and list. */
export function createNetworkRepository(db: Database) {
  return {
    /** Answers whether the follow is new: following twice changes nothing and tells nobody. */
    follow: async (tx: Executor, followerId: number, followedId: number, at: Date) => {
      const inserted = await tx.execute(sql`insert into follows (follower_id, followed_id, created_at)
        values (${followerId}, ${followedId}, ${at.toISOString()}::timestamptz)
        on conflict do nothing returning follower_id`);
      return inserted.rows.length > 0;
    },

    unfollow: (followerId: number, followedId: number) =>
      db.execute(sql`delete from follows where follower_id = ${followerId} and followed_id = ${followedId}`),

    followersCount: async (userId: number) => {
      const rows = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from follows f join users u on u.id = f.follower_id
        where f.followed_id = ${userId} and ${accountShownSql('alive')}`);
      return Number(rows.rows[0]?.n ?? 0);
    },

    /** One page of an account's followers (or of whom it follows), the newest follow first. */
    members: async (
      userId: number,
      side: 'followers' | 'following',
      page: { limit: number; offset: number; name?: string },
    ) => {
      const [mine, theirs] =
        side === 'followers'
          ? [sql`f.followed_id`, sql`f.follower_id`]
          : [sql`f.follower_id`, sql`f.followed_id`];
      const named = page.name ? sql` and u.name ilike ${likeText(page.name)}` : sql``;
      const from = sql`follows f join users u on u.id = ${theirs}
        where ${mine} = ${userId} and ${accountShownSql('alive')}${named}`;
      const [rows, counted] = await Promise.all([
        db.execute<NetworkMemberRow>(sql`
          select u.id, u.code, u.slug, u.name, u.avatar_path, u.rating::text as rating, u.ratings_count
          from ${from} order by f.created_at desc, u.id desc limit ${page.limit} offset ${page.offset}`),
        db.execute<{ n: number }>(sql`select count(*)::int as n from ${from}`),
      ]);
      return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) };
    },
  };
}

export type NetworkRepository = ReturnType<typeof createNetworkRepository>;
