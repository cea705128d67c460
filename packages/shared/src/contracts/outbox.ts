import { z } from 'zod';
import { teamReason } from './fields';

/** A domain event as the team sees it in the back office (dead letters, retries). */
export const outboxEventSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  subject: z.object({ kind: z.string(), id: z.string() }),
  actor: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  state: z.enum(['pending', 'delivered', 'dead', 'dropped']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string(),
});
export type OutboxEventReply = z.infer<typeof outboxEventSchema>;

export const deadEventsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** `POST /admin/outbox/{id}/drop`: why the team gives up delivering a dead event. */
export const dropEventRequest = z.object({ reason: teamReason });
