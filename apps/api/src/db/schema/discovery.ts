import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { deals } from './deals';
import { services } from './services';

const userId = (name: string) =>
  integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * What an account keeps for later: a service, a provider (and, once deals exist, a deal). The target
 * is a plain id because it points at a different table per kind; a deleted target is skipped on read.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: userId('user_id'),
    kind: text('kind', { enum: ['service', 'provider', 'deal'] }).notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    index('favorites_target_idx').on(t.kind, t.targetId),
  ],
);

/** A report about a service or an account, kept for the team to review. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: userId('reporter_id'),
    // What is reported: a service, an account, or a conversation (its messages, for the support team).
    kind: text('kind', { enum: ['service', 'provider', 'conversation'] }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'reviewed', 'dismissed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
);

/** One account following another. */
export const follows = pgTable(
  'follows',
  {
    followerId: userId('follower_id'),
    followedId: userId('followed_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followedId] }),
    index('follows_followed_idx').on(t.followedId),
    check('follows_not_self', sql`${t.followerId} <> ${t.followedId}`),
  ],
);

const stars = (name: string) => smallint(name).notNull();

/**
 * A client's review of a provider's service after a deal: four sub-ratings of 1 to 5 stars and a
 * comment. `rating` is their mean, stored so that lists and averages need no arithmetic.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    providerId: userId('provider_id'),
    reviewerId: userId('reviewer_id'),
    // The deal reviewed (null for reviews written before deals existed): one review a deal.
    dealId: integer('deal_id').references((): AnyPgColumn => deals.id),
    attitude: stars('attitude'),
    quality: stars('quality'),
    commitment: stars('commitment'),
    dealAgain: stars('deal_again'),
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    // Double-blind: a deal's review is published when both sides have written or the window closes
    // (see client_reviews); until then only its author reads it, and no rating counts it.
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_deal_idx').on(t.dealId),
    // The few reviews still hidden, which the sweep publishes once their deal's window closes.
    index('reviews_unpublished_idx').on(t.dealId).where(sql`${t.publishedAt} is null`),
    index('reviews_service_idx').on(t.serviceId, t.createdAt.desc()),
    index('reviews_provider_idx').on(t.providerId, t.createdAt.desc()),
    check(
      'reviews_stars_range',
      sql`${t.attitude} between 1 and 5 and ${t.quality} between 1 and 5 and ${t.commitment} between 1 and 5 and ${t.dealAgain} between 1 and 5`,
    ),
  ],
);

/** A visit counted once a device a day, for services and for provider profiles. */
export const serviceViews = pgTable(
  'service_views',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.device, t.day] })],
);

export const providerViews = pgTable(
  'provider_views',
  {
    providerId: userId('provider_id'),
    device: text('device').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.device, t.day] })],
);

/**
 * Every word of the services' names (folded, three letters or more): the dictionary a mistyped
 * search is corrected against. Looking for the words nearest to "desing" among some tens of
 * thousands of distinct words is a short trigram walk, where looking for the names nearest to the
 * text among a million services was not (330 ms). A trigger on `services` adds the words of every
 * name written (migration 0047); words are never removed, as a word no longer used merely corrects
 * to nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);
