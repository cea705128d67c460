import { z } from 'zod';
import { ACCOUNT_TYPES, accountTypeDocumentSchema } from './auth';
import { textField } from './fields';

/** The multipart field of `POST /change-account-type/documents`. */
export const ACCOUNT_TYPE_DOCUMENT_FIELD = 'document';

/** Where an account-type request stands for the team: waiting for a decision, or decided. */
export const ACCOUNT_TYPE_REQUEST_STATUSES = ['awaiting_documents', 'approved', 'rejected'] as const;
export type AccountTypeRequestStatus = (typeof ACCOUNT_TYPE_REQUEST_STATUSES)[number];

export const teamAccountTypeQuery = z.object({
  status: z.enum(ACCOUNT_TYPE_REQUEST_STATUSES).catch('awaiting_documents'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

/** An account-type request as the team reads it: who asks, from what to what, and what they sent. */
export const teamAccountTypeRequestSchema = z.object({
  id: z.number().int(),
  account: z.object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    email: z.string().nullable(),
    current_type: z.enum(ACCOUNT_TYPES),
  }),
  requested_type: z.enum(ACCOUNT_TYPES),
  status: z.enum(ACCOUNT_TYPE_REQUEST_STATUSES),
  created_at: z.string(),
  documents: z.array(accountTypeDocumentSchema),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
export type TeamAccountTypeRequest = z.infer<typeof teamAccountTypeRequestSchema>;

/** `POST /admin/account-types/{id}/approve` and `/reject`: why, as the log keeps it and a rejection says. */
export const accountTypeDecisionRequest = z.object({
  reason: textField
    .min(1, { error: 'validation.required', abort: true })
    .min(5, { error: 'validation.min_chars' })
    .max(500, { error: 'validation.max_chars' }),
});
