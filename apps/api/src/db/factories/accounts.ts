import { users } from '../schema/accounts';
import { defineFactory } from './define-factory';

/**
 * Accounts. By default a personal account with a name, a unique code, slug and e-mail, and no
 * password, phone or verification: give those that a test or a seed needs.
 */
export const accountFactory = defineFactory(
  users,
  (n) => ({ name: `Account ${n}`, code: `W${n}`, slug: `account-${n}`, email: `account-${n}@example.com` }),
  { key: (row) => row.code },
);

export type AccountRow = typeof users.$inferSelect;
