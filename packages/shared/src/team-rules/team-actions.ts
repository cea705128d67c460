import type { TEAM_ROLES } from '../contracts/team';

type Role = (typeof TEAM_ROLES)[number];

/**
 * What each team role may do in the back office: the API's guards let through only the roles listed
 * for a route's action (anyone else gets 404), and the back office shows a member only the screens of
 * the actions they may take. One table for both, so a screen never offers what its route refuses.
 * - `team.see-own-roles`: any team member reads which roles they hold (what the back office shows).
 * - `team.manage-roles`: grant and revoke roles (admin).
 * - `outbox.dead-letters`: see and retry events whose delivery gave up (support, admin).
 * - `blog.moderate`: read the articles waiting and publish or reject them (moderator, admin).
 * - `audit.read`: read the audit log, what every team member did (admin).
 * - `finance.desk`: bank top-ups and withdrawals, approve, reject, pay out (finance, admin).
 * - `disputes.decide`: read disputed deals and decide them (support, admin).
 * - `reports.review`: the reports queue, dismiss a report, ban an account for a month or lift a ban
 *   (moderator, support, admin).
 * - `account-types.review`: account-type requests with their documents, approve or reject (support,
 *   admin).
 * - `accounts.look-up`: find accounts and read one's file: services, deals, wallet, sessions (every
 *   role: each desk needs to know who it deals with).
 * - `accounts.secure`: end an account's sessions, reset its two-step verification after proof
 *   (support, admin).
 * - `deals.look-up`: search every deal by code, title, party, stage, total and day (every role).
 * - `numbers.read`: the team's numbers over a period: sign-ups, services, deals, volume, fees,
 *   disputes, first responses (finance, support, admin).
 * - `catalogue.edit`: plans and their limits, and the rest of the catalogue's settings (admin).
 */
export const TEAM_ACTIONS = {
  'team.see-own-roles': ['moderator', 'finance', 'support', 'admin'],
  'team.manage-roles': ['admin'],
  'outbox.dead-letters': ['support', 'admin'],
  'blog.moderate': ['moderator', 'admin'],
  'audit.read': ['admin'],
  'finance.desk': ['finance', 'admin'],
  'disputes.decide': ['support', 'admin'],
  'reports.review': ['moderator', 'support', 'admin'],
  'account-types.review': ['support', 'admin'],
  'accounts.look-up': ['moderator', 'finance', 'support', 'admin'],
  'accounts.secure': ['support', 'admin'],
  'deals.look-up': ['moderator', 'finance', 'support', 'admin'],
  'numbers.read': ['finance', 'support', 'admin'],
  'catalogue.edit': ['admin'],
} as const satisfies Record<string, readonly [Role, ...Role[]]>;

export type TeamAction = keyof typeof TEAM_ACTIONS;

/** Whether any of `roles` may take `action`. */
export const rolesMay = (roles: readonly string[], action: TeamAction) =>
  (TEAM_ACTIONS[action] as readonly string[]).some((role) => roles.includes(role));
