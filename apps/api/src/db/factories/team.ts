import { teamMembers } from '../schema/team';
import { defineFactory } from './define-factory';

/** A team role held by an account, granted from the command line (no granting admin) unless given. */
export const teamRoleFactory = defineFactory<typeof teamMembers, 'accountId' | 'role'>(
  teamMembers,
  () => ({}),
);
