import { z } from 'zod';
import { DEAL_STAGES } from '../deal-rules/deal-states';
import { SERVICE_STATUSES } from '../service-rules/service-states';
import { ACCOUNT_TYPES } from './auth';
import { teamReason } from './fields';
import { decimalAmount } from './money';
import { TEAM_ROLES } from './team';

/** `GET /admin/accounts?q=`: a name, an e-mail, a phone number or a user code; two characters at least. */
export const accountSearchQuery = z.object({
  q: z.string().trim().max(120).catch(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** An account as a search finds it. */
export const accountHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  account_type: z.enum(ACCOUNT_TYPES),
  created_at: z.string(),
  blocked_until: z.string().nullable(),
  deleted: z.boolean(),
});
export type AccountHit = z.infer<typeof accountHitSchema>;

const sessionSchema = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
});

/**
 * One account on one page for the team: who it is, its roles and security, its services and deals
 * by status, its wallet from the ledger, the sessions open now, and its latest services and deals.
 */
export const accountFileSchema = accountHitSchema.extend({
  slug: z.string(),
  roles: z.array(z.enum(TEAM_ROLES)),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  two_factor: z.boolean(),
  services: z.partialRecord(z.enum(SERVICE_STATUSES), z.number().int()),
  deals: z.partialRecord(z.enum(DEAL_STAGES), z.number().int()),
  wallet: z.object({
    currency: z.string(),
    available: decimalAmount,
    blocked: decimalAmount,
    total: decimalAmount,
  }),
  sessions: z.array(sessionSchema),
  latest_services: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.enum(SERVICE_STATUSES) }),
  ),
  latest_deals: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      title: z.string(),
      stage: z.enum(DEAL_STAGES),
      role: z.enum(['client', 'provider']),
      total: decimalAmount,
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AccountFile = z.infer<typeof accountFileSchema>;

/** `POST /admin/accounts/{id}/sessions/end`: why every session of the account is ended. */
export const endSessionsRequest = z.object({ reason: teamReason });

/** What the support team checked before resetting someone's two-step verification. */
export const TWO_FACTOR_RESET_PROOFS = ['id_document', 'registered_email', 'registered_phone'] as const;

/** `POST /admin/accounts/{id}/two-factor/reset`: the proof checked, and why. */
export const twoFactorResetRequest = z.object({
  proof: z.enum(TWO_FACTOR_RESET_PROOFS, { error: 'validation.invalid_choice' }),
  reason: teamReason,
});
