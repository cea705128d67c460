import { data } from 'react-router';
import { z } from 'zod';

const ATTEMPT_ID = /^[0-9a-f-]{36}$/;

/** What every back-office decision form sends: the record, and the page's attempt id. */
export const decisionFields = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  attempt: z.string().regex(ATTEMPT_ID).optional().catch(undefined),
});

/** The record an address names (`/admin/disputes/{id}`); one that names none is the not-found page. */
export function recordIdOf(value: string | undefined): number {
  const parsed = decisionFields.shape.id.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/**
 * A decision's Idempotency-Key: the page's attempt with what was decided about which record. A form
 * sent twice from one page makes one decision; the next page shown has a new attempt.
 */
export const decisionKey = (form: { id: number; attempt?: string; intent: string }) =>
  form.attempt ? `${form.attempt}:${form.intent}:${form.id}` : undefined;
