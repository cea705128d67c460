import { z } from 'zod';

/** The roles of the team (back office); an account may hold several. */
export const TEAM_ROLES = ['moderator', 'finance', 'support', 'admin'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);

/** What the back office shows a team member about themselves: the roles they hold, since when. */
export const teamSelfSchema = z.object({
  account_id: z.number().int(),
  roles: z.array(z.object({ role: teamRoleSchema, granted_at: z.string() })),
});
export type TeamSelf = z.infer<typeof teamSelfSchema>;
