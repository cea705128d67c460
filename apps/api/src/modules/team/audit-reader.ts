import type { AuditQuery } from '@wasla/shared/contracts/team';
import type { Database } from '../../db/client';
import { auditPage } from '../../lib/audit/audit';
import type { TeamRole } from '../../lib/policy/actor';

/** The audit log as the admins read it (`GET /admin/audit`): newest first, by thing or by member. */
export function createAuditReader(db: Database) {
  return {
    async page(query: AuditQuery) {
      const { rows, nextBefore } = await auditPage(db, {
        subject: query.subject_kind
          ? {
              kind: query.subject_kind,
              id: query.subject_id === undefined ? undefined : String(query.subject_id),
            }
          : undefined,
        actorId: query.actor_id,
        before: query.before,
        limit: query.limit,
      });
      return {
        entries: rows.map(({ entry, actorName }) => ({
          id: entry.id,
          actor: entry.actorId === null ? null : { id: entry.actorId, name: actorName ?? '' },
          role: entry.role as TeamRole | null,
          action: entry.action,
          subject: { kind: entry.subjectKind, id: entry.subjectId },
          before: entry.before ?? null,
          after: entry.after ?? null,
          reason: entry.reason,
          at: entry.createdAt.toISOString(),
        })),
        next_before: nextBefore,
      };
    },
  };
}

export type AuditReader = ReturnType<typeof createAuditReader>;
