import { z } from 'zod';
import { dayFilter } from './fields';
import { decimalAmount } from './money';

/** A run of `ledger verify` as the finance desk reads it; `ok` is null while it runs. */
export const ledgerVerificationSchema = z.object({
  id: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  ok: z.boolean().nullable(),
  counts: z
    .object({
      accounts: z.number().int(),
      transfers: z.number().int(),
      entries: z.number().int(),
      holds: z.number().int(),
      pending: z.number().int(),
    })
    .nullable(),
  breaks: z.array(z.string()),
  unlisted: z.number().int(),
  /** Null for the worker's hourly run. */
  requested_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type LedgerVerification = z.infer<typeof ledgerVerificationSchema>;

/**
 * `GET /admin/ledger/transfers`: by what caused a transfer or its key (`deal:17`, `withdrawal:3`, a
 * deal's code), an exact amount in AED as typed, and days (UTC, both included); newest first.
 */
export const ledgerTransfersQuery = z.object({
  q: z.string().trim().max(120).catch(''),
  amount: z.string().trim().max(40).catch(''),
  from: dayFilter,
  to: dayFilter,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** One transfer with its legs: which account moved how much, and whose account it is. */
export const ledgerTransferSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  currency: z.string(),
  amount: decimalAmount,
  key: z.string().nullable(),
  reference: z.string().nullable(),
  hold_state: z.string().nullable(),
  actor: z.string().nullable(),
  created_at: z.string(),
  legs: z.array(
    z.object({
      id: z.number().int(),
      account: z.string(),
      owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      amount: decimalAmount,
    }),
  ),
});
export type LedgerTransferRow = z.infer<typeof ledgerTransferSchema>;
