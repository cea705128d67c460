import { z } from 'zod';
import { DEAL_STAGES } from '../deal-rules/deal-states';
import { dayFilter } from './fields';

/**
 * `GET /admin/deals`: by a deal's or its service's code, its title, or a party's name, e-mail or user
 * code; by stage; by an exact total in AED as typed; by the day it was made (UTC, both included).
 */
export const dealSearchQuery = z.object({
  q: z.string().trim().max(120).catch(''),
  stage: z.enum(DEAL_STAGES).optional().catch(undefined),
  amount: z.string().trim().max(40).catch(''),
  from: dayFilter,
  to: dayFilter,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type DealSearchQuery = z.infer<typeof dealSearchQuery>;

const party = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

/** A deal as the team's search finds it: who, what, how much, where it stands, and its dispute. */
export const teamDealHitSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  stage: z.enum(DEAL_STAGES),
  client: party,
  provider: party,
  service: z.object({ id: z.number().int(), code: z.string() }),
  total: z.object({ amount: z.string(), currency: z.string() }),
  /** What the wallet held, in AED, once paid. */
  total_aed: z.string().nullable(),
  created_at: z.iso.datetime(),
  paid_at: z.iso.datetime().nullable(),
  /** The latest dispute of the deal, open or decided. */
  dispute: z.object({ id: z.number().int(), open: z.boolean() }).nullable(),
});
export type TeamDealHit = z.infer<typeof teamDealHitSchema>;
