import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cities, countries, currencies, states } from './catalogue';
import { createdAt } from './columns';
import { foldedName } from './folded-name';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    // Stored normalised (trimmed, lower case) so that one address is one account.
    email: text('email'),
    phoneNumber: text('phone_number'),
    countryCode: text('country_code'),
    passwordHash: text('password_hash'),
    accountType: text('account_type').notNull().default('personal'),
    bio: text('bio'),
    gender: text('gender').notNull().default('unspecified'),
    experiences: text('experiences').array().notNull().default(sql`'{}'::text[]`),
    countryId: integer('country_id').references(() => countries.id),
    stateId: integer('state_id').references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    locale: text('locale').notNull().default('ar'),
    currencyId: integer('currency_id').references(() => currencies.id),
    avatarPath: text('avatar_path'),
    fcmToken: text('fcm_token'),
    isOnline: boolean('is_online').notNull().default(false),
    emailVerifiedAt: at('email_verified_at'),
    phoneVerifiedAt: at('phone_verified_at'),
    /**
     * Signed up with an e-mail or phone another account already has. Such an account is made and
     * answered exactly like a new one, so sign-up never tells who has an account, but it never owns
     * the address: no code goes to it (the owner is told instead) and it is never found by it.
     */
    addressTaken: boolean('address_taken').notNull().default(false),
    // The TOTP key, sealed with the server secret; a pending key waits for its first code.
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorEnabledAt: at('two_factor_enabled_at'),
    // The last 30-second step a TOTP code was accepted for: a code is never accepted twice.
    twoFactorLastStep: integer('two_factor_last_step'),
    blockedUntil: at('blocked_until'),
    // The average of the reviews of this account's services, kept when a review is written.
    rating: numeric('rating', { precision: 3, scale: 2 }).notNull().default('0'),
    ratingsCount: integer('ratings_count').notNull().default(0),
    // Profile visits, one a device a day (see provider_views).
    views: integer('views').notNull().default(0),
    // Open services of either type; a provider is listed while it has at least one.
    openServicesCount: integer('open_services_count').notNull().default(0),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Provider search matches folded names by trigrams (typos, partial names, any script).
    index('users_folded_name_trgm_idx').using('gin', sql`${foldedName(t.name)} gin_trgm_ops`),
    index('users_listed_idx')
      .on(t.rating, t.id)
      .where(sql`${t.openServicesCount} > 0 and ${t.deletedAt} is null`),
    uniqueIndex('users_email_idx').on(t.email).where(sql`${t.email} is not null and not ${t.addressTaken}`),
    uniqueIndex('users_phone_idx')
      .on(t.countryCode, t.phoneNumber)
      .where(sql`${t.phoneNumber} is not null and not ${t.addressTaken}`),
    check(
      'users_has_login',
      sql`${t.deletedAt} is not null or ${t.email} is not null or ${t.phoneNumber} is not null`,
    ),
  ],
);

/**
 * A signed-in device. Every token belongs to one, so ending the session (logout, password change,
 * blocking, deletion, refresh-token reuse) ends its tokens at once. One session is one refresh family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    twoFactorPending: boolean('two_factor_pending').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Tokens are random and stored only as SHA-256 digests: a database leak gives no usable token. */
export const accessTokens = pgTable('access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});

export const refreshTokens = pgTable('refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** One-time codes: 6 digits, kept hashed, single use, with a count of wrong tries. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_target_idx').on(t.purpose, t.target, t.createdAt)],
);

/**
 * Every message the platform sends (e-mail, SMS, WhatsApp), written with a `message.queued` event in
 * the request's transaction and sent by the worker. Without a mail server or SMS gateway this is the
 * development mailbox; with one it is the record of what was sent. `text` has one-time codes masked;
 * the whole body is kept only sealed (AUTH_SECRET), and erased once delivered unless the development
 * mailbox is on.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sealedText: text('sealed_text'),
    // Headers of an e-mail beyond the usual (List-Unsubscribe and its one-click companion).
    headers: jsonb('headers').$type<Record<string, string>>(),
    // queued: waits for the worker; sent: handed to the mail server; kept: no transport, only recorded.
    status: text('status').$type<'queued' | 'sent' | 'kept'>().notNull().default('queued'),
    delivered: boolean('delivered').notNull().default(false),
    handledAt: at('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

/** A Google or Apple identity linked to an account: one provider subject is one account. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('social_identities_subject_idx').on(t.provider, t.subject),
    index('social_identities_user_idx').on(t.userId),
  ],
);

/** A change to an account type that needs documents: recorded, then settled by the team. */
export const accountTypeRequests = pgTable(
  'account_type_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedType: text('requested_type').notNull(),
    // Waits for documents until the team approves (the type applies) or rejects it with a reason.
    status: text('status', { enum: ['awaiting_documents', 'approved', 'rejected'] })
      .notNull()
      .default('awaiting_documents'),
    createdAt: createdAt(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    index('account_type_requests_user_idx').on(t.userId),
    index('account_type_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The documents an account sent for its account-type request (a trade licence, a registration): kept
 * in the media store's private `documents` folder, read only by the team through its own route.
 */
export const accountTypeDocuments = pgTable(
  'account_type_documents',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => accountTypeRequests.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_type_documents_request_idx').on(t.requestId)],
);

/**
 * Why accounts were closed. Kept without any personal data (the account row itself is erased), so
 * the reasons can be counted.
 */
export const accountDeletions = pgTable('account_deletions', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  note: text('note'),
  accountAgeDays: integer('account_age_days').notNull(),
  createdAt: createdAt(),
});
