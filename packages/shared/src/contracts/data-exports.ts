import { z } from 'zod';
import { idField } from './fields';

/**
 * "Your data" (issue 21 item 6): an account asks for a copy of everything the platform holds about
 * it; the worker prepares a ZIP and the owner downloads it for `DATA_EXPORT_LINK_HOURS`. `state` is
 * as the reader sees it now: `ready` turns `expired` once `expires_at` has passed.
 */
export const DATA_EXPORT_STATES = ['requested', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportParams = z.object({ id: idField });

export const dataExportSchema = z.object({
  id: z.number().int(),
  state: z.enum(DATA_EXPORT_STATES),
  /** ISO 8601, UTC. */
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The ZIP's size in bytes while it can be downloaded. */
  size_bytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `GET /account/data-exports/latest`: the newest export, or null when the account never asked. */
export const latestDataExportSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExport = z.infer<typeof latestDataExportSchema>;
