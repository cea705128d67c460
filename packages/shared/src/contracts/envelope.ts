import { z } from 'zod';

/** Reply envelope of the API contract: `{ error, data, message? }` on success. */
export const messageSchema = z.object({ txt: z.array(z.string()) });

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ error: z.literal(false), data, message: messageSchema.optional() });
}

export const paginationMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /** Present (true) when matches were counted only up to `total`: there are more. */
  total_is_lower_bound: z.literal(true).optional(),
});

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return successEnvelope(z.object({ data: z.array(item), meta: paginationMetaSchema }));
}

/** Failure: a machine `code` and either `{ txt: [..] }` or, for validation, `{ field: [..] }`. */
export const errorEnvelopeSchema = z.object({
  error: z.literal(true),
  code: z.string(),
  message: z.union([messageSchema, z.record(z.string(), z.array(z.string()))]),
  /** What the caller needs to act on a refusal, where it has more to say (a 303's shortfall). */
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
