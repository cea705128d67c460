import { z } from 'zod';
import { idField } from './fields';

/** The roles of the team (back office); an account may hold several. */
export const TEAM_ROLES = ['moderator', 'finance', 'support', 'admin'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES);

/** What the back office shows a team member about themselves: the roles they hold, since when. */
export const teamSelfSchema = z.object({
  account_id: z.number().int(),
  roles: z.array(z.object({ role: teamRoleSchema, granted_at: z.string() })),
});
export type TeamSelf = z.infer<typeof teamSelfSchema>;

/**
 * One row of the audit log: what a team member did to one thing, in which role, before and after,
 * why. Actor and role are null for what an operator did on the server's command line.
 */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  role: teamRoleSchema.nullable(),
  action: z.string(),
  subject: z.object({ kind: z.string(), id: z.string() }),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntryReply = z.infer<typeof auditEntrySchema>;

// Subject kinds are the code's own words ('deal_dispute'): nothing else is looked for.
const auditWord = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z_]+$/, 'validation.invalid');

/**
 * The audit log newest first, optionally of one thing (`subject_kind` with `subject_id`) or one
 * member; a page ends before the id of the last row of the previous one (`before`).
 */
export const auditQuery = z
  .object({
    subject_kind: auditWord.optional(),
    subject_id: idField.optional(),
    actor_id: idField.optional(),
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.subject_id || query.subject_kind, {
    path: ['subject_kind'],
    message: 'validation.required',
  });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** The `before` of the next page, or null when this one is the last. */
  next_before: z.number().int().nullable(),
});
