import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A copy of an account's data asked for from its settings (issue 21 item 6). `requested` until the
 * worker has written the ZIP into the private `exports` media collection (`file`), then `ready` until
 * `expires_at`, or `failed`. The sweep removes the file once it expired and keeps the row, so the
 * owner still reads "expired". One export at most is being prepared per account: the partial unique
 * index makes two requests at the same instant one row.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<'requested' | 'ready' | 'failed'>().notNull().default('requested'),
    // The README's language: the owner's page language when they asked.
    language: text('language').notNull(),
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    requestedAt: at('requested_at').notNull(),
    readyAt: at('ready_at'),
    expiresAt: at('expires_at'),
    failedAt: at('failed_at'),
  },
  (t) => [
    check('data_exports_state_check', sql`${t.state} in ('requested', 'ready', 'failed')`),
    check('data_exports_ready_check', sql`(${t.state} = 'ready') = (${t.expiresAt} is not null)`),
    uniqueIndex('data_exports_pending_unique').on(t.userId).where(sql`${t.state} = 'requested'`),
    index('data_exports_user_idx').on(t.userId, t.id.desc()),
    // The sweep's work: files past their time, and exports never finished.
    index('data_exports_file_idx').on(t.expiresAt).where(sql`${t.file} is not null`),
  ],
);
