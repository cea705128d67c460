import type { FavoriteType } from '@wasla/shared/contracts/discovery';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reports } from '../../db/schema/discovery';

/** Advisory-lock namespace of reports, so that one person's two quick reports can't both insert. */
const REPORT_LOCK = 0x52_45_50; // "REP"

export function createReportsRepository(db: Database) {
  return {
    /**
     * A report waits, open, for the team to review it. One person has at most one open report about
     * one thing: reporting it again replaces the reason and the date, rather than piling up copies.
     */
    fileOrRefresh: (row: {
      reporterId: number;
      kind: FavoriteType | 'conversation';
      targetId: number;
      reason: string;
      at: Date;
    }) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_LOCK}, ${row.reporterId})`);
        const mine = and(
          eq(reports.reporterId, row.reporterId),
          eq(reports.kind, row.kind),
          eq(reports.targetId, row.targetId),
          eq(reports.status, 'open'),
        );
        const returned = { id: reports.id, createdAt: reports.createdAt };
        const [refreshed] = await tx
          .update(reports)
          .set({ reason: row.reason, createdAt: row.at })
          .where(mine)
          .returning(returned);
        if (refreshed) return refreshed;
        const [filed] = await tx
          .insert(reports)
          .values({
            reporterId: row.reporterId,
            kind: row.kind,
            targetId: row.targetId,
            reason: row.reason,
            status: 'open',
            createdAt: row.at,
          })
          .returning(returned);
        return filed!;
      }),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
