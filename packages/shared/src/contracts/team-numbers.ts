import { z } from 'zod';
import { DEAL_STAGES } from '../deal-rules/deal-states';
import { decimalAmount } from './money';

/** The longest period the numbers cover at once, in days. */
export const TEAM_NUMBERS_MAX_DAYS = 366;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** `GET /admin/numbers?from=&to=`: days (UTC, both included); the last 30 days when left out. */
export const teamNumbersQuery = z.object({ from: day, to: day });

/** One bucket (a day, or a week for periods over two months) of the team's numbers. */
export const numbersBucketSchema = z.object({
  /** The bucket's first day. */
  start: z.string(),
  signups: z.number().int(),
  services_published: z.number().int(),
  deals_paid: z.number().int(),
  /** What clients paid for deals, in AED. */
  gross_volume: decimalAmount,
  /** What the platform earned, in AED, as its fees account in the ledger received it. */
  fees: decimalAmount,
  disputes_opened: z.number().int(),
  /** The median minutes from a conversation's first message to the other member's first reply. */
  first_response_minutes: z.number().nullable(),
});
export type NumbersBucket = z.infer<typeof numbersBucketSchema>;

export const teamNumbersSchema = z.object({
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'week']),
  series: z.array(numbersBucketSchema),
  /** Now, not over the period: the deals in each stage, and the disputes waiting for the team. */
  deals_by_stage: z.partialRecord(z.enum(DEAL_STAGES), z.number().int()),
  disputes_open: z.number().int(),
});
export type TeamNumbers = z.infer<typeof teamNumbersSchema>;
