import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { teamRoles } from '../../lib/policy/actor';
import { users } from './accounts';

/**
 * Team roles (moderator, finance, support, admin), one row per account and role. The guard loads them
 * into the actor with the session, so a grant or a revocation applies to the next request without a
 * new sign-in. `granted_by` is the admin who granted it, or null when it came from the command line
 * (`npm run team -- grant`), which is how the first admin is made.
 */
export const teamMembers = pgTable(
  'team_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: teamRoles }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.role] }),
    check(
      'team_roles_role_known',
      sql.raw(`${t.role.name} in (${teamRoles.map((role) => `'${role}'`).join(', ')})`),
    ),
  ],
);
