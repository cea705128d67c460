import { z } from 'zod';
import { SERVICE_STATUSES } from '../service-rules/service-states';
import { textField } from './fields';

/** What a report becomes: waiting for the team, acted on (a ban), or dismissed as nothing to do. */
export const REPORT_STATUSES = ['open', 'reviewed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const teamReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).catch('open'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/**
 * A report as the moderation team reads it: what was reported and why, by whom, and the account a
 * ban would reach (the reported account, a service's owner, the other side of a conversation).
 */
export const teamReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['service', 'provider', 'conversation']),
  target_id: z.number().int(),
  /** The service's name or the account's name, as the reporter saw it. */
  target_name: z.string().nullable(),
  /** Where the reported thing is read: a service's or a provider's slug. */
  target_slug: z.string().nullable(),
  /** A reported service's status now (`hidden` once the team hid it); null for anything else. */
  target_status: z.enum(SERVICE_STATUSES).nullable(),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  account: z
    .object({
      id: z.number().int(),
      name: z.string(),
      /** ISO 8601 while banned, else null. */
      blocked_until: z.string().nullable(),
    })
    .nullable(),
});
export type TeamReport = z.infer<typeof teamReportSchema>;

/**
 * `POST /admin/reports/{id}/dismiss`, `/hide` and `/warn`, `/admin/accounts/{id}/ban` and `/unban`,
 * `/admin/services/{id}/restore`: why, as the log keeps it. A warning's reason is what its account reads.
 */
export const moderationReasonRequest = z.object({
  reason: textField
    .min(1, { error: 'validation.required', abort: true })
    .min(5, { error: 'validation.min_chars' })
    .max(500, { error: 'validation.max_chars' }),
});

/** An account as a ban leaves it. */
export const moderatedAccountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  blocked_until: z.string().nullable(),
});

/** A service as the team's decision leaves it. */
export const moderatedServiceSchema = z.object({
  id: z.number().int(),
  status: z.enum(SERVICE_STATUSES),
});
