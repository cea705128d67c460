import { rolesMay, type TeamAction } from '@wasla/shared/team-rules/team-actions';

export type AdminScreen = {
  id:
    | 'home'
    | 'accounts'
    | 'deals'
    | 'reports'
    | 'articles'
    | 'finance'
    | 'disputes'
    | 'account-types'
    | 'plans'
    | 'fees'
    | 'currencies'
    | 'faqs'
    | 'categories'
    | 'pages'
    | 'numbers'
    | 'outbox'
    | 'audit';
  /** The path under /{lang}/admin. */
  path: string;
  /** The action whose roles may open it; the home is every member's. */
  action: TeamAction;
};

/** The back office's screens, in the order of its menu. */
const SCREENS: AdminScreen[] = [
  { id: 'home', path: '', action: 'team.see-own-roles' },
  { id: 'accounts', path: 'accounts', action: 'accounts.look-up' },
  { id: 'deals', path: 'deals', action: 'deals.look-up' },
  { id: 'reports', path: 'reports', action: 'reports.review' },
  { id: 'articles', path: 'articles', action: 'blog.moderate' },
  { id: 'finance', path: 'finance', action: 'finance.desk' },
  { id: 'disputes', path: 'disputes', action: 'disputes.decide' },
  { id: 'account-types', path: 'account-types', action: 'account-types.review' },
  { id: 'plans', path: 'plans', action: 'catalogue.edit' },
  { id: 'fees', path: 'fees', action: 'catalogue.edit' },
  { id: 'currencies', path: 'currencies', action: 'catalogue.edit' },
  { id: 'categories', path: 'categories', action: 'catalogue.edit' },
  { id: 'faqs', path: 'faqs', action: 'catalogue.edit' },
  { id: 'pages', path: 'pages', action: 'catalogue.edit' },
  { id: 'numbers', path: 'numbers', action: 'numbers.read' },
  { id: 'outbox', path: 'outbox', action: 'outbox.dead-letters' },
  { id: 'audit', path: 'audit', action: 'audit.read' },
];

/** The screens a member with `roles` may open: the routes behind the others would refuse them. */
export const adminScreensFor = (roles: readonly string[]) =>
  SCREENS.filter((screen) => rolesMay(roles, screen.action));
