import type { DataExport } from '@wasla/shared/contracts/data-exports';
import type { DataExportRow } from './data-exports.repository';

/** Past its time, or its file already swept: the owner reads "expired" either way. */
export const isExpired = (row: DataExportRow, now: Date) =>
  row.state === 'ready' && (!row.file || (row.expiresAt !== null && row.expiresAt <= now));

export function presentDataExport(row: DataExportRow, now: Date): DataExport {
  return {
    id: row.id,
    state: isExpired(row, now) ? 'expired' : row.state,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    size_bytes: row.state === 'ready' && !isExpired(row, now) ? row.sizeBytes : null,
  };
}
