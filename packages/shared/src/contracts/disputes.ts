import { z } from 'zod';
import { dealCardSchema, dealSchema, deliverySchema, disputeSchema } from './deals';

/**
 * The support team's view of deal disputes (the back office): the open ones, oldest first, each with
 * its deal's card; one dispute with everything needed to decide it. The parties' own view of a
 * dispute is `disputeSchema` (contracts/deals.ts).
 */
export const teamDisputesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const teamDisputeSchema = disputeSchema.extend({
  /** Which side opened it. */
  opened_by_side: z.enum(['client', 'provider']),
  deal: dealCardSchema,
});
export type TeamDispute = z.infer<typeof teamDisputeSchema>;

/** A dispute with its deal (terms, AED figures, history) and every delivery sent. */
export const teamDisputeDetailSchema = z.object({
  dispute: teamDisputeSchema.omit({ deal: true }),
  deal: dealSchema,
  deliveries: z.array(deliverySchema),
});
export type TeamDisputeDetail = z.infer<typeof teamDisputeDetailSchema>;
