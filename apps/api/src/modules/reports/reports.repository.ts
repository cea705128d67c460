import type { FavoriteType } from '@wasla/shared/contracts/discovery';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema/discovery';

export function createReportsRepository(db: Database) {
  return {
    /** A report waits, open, for the team to review it. */
    add: async (row: {
      reporterId: number;
      kind: FavoriteType;
      targetId: number;
      reason: string;
      at: Date;
    }) =>
      (
        await db
          .insert(reports)
          .values({
            reporterId: row.reporterId,
            kind: row.kind,
            targetId: row.targetId,
            reason: row.reason,
            status: 'open',
            createdAt: row.at,
          })
          .returning({ id: reports.id, createdAt: reports.createdAt })
      )[0]!,
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
