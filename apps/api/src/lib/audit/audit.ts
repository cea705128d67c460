import { and, asc, desc, eq, lt, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { auditLog } from '../../db/schema/wallet';
import { clock } from '../clock';
import type { Executor } from '../events/record-event';
import type { TeamRole, UserActor } from '../policy/actor';

type Snapshot = Record<string, unknown> | null;

/** One action of a team member on one thing, as the back office shows it on that thing's page. */
export type AuditEntry = {
  actor: UserActor;
  /** The role the member acted in (the one the route's guard let through). */
  role: TeamRole;
  /** What was done, in the subject's words: 'bank_transfer.approve', 'withdrawal.pay'. */
  action: string;
  subject: { kind: string; id: string | number };
  /** The parts of the subject the action changed, before and after; never a secret. */
  before?: Snapshot;
  after?: Snapshot;
  reason?: string | null;
};

/** Values JSON can hold: a bigint (money in minor units) becomes its decimal text, a date ISO text. */
function jsonSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(jsonSafe);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, jsonSafe(item)]));
  return value;
}

type ActionOf = Omit<AuditEntry, 'actor' | 'role'>;

/** The row of an action, by `who` (none from the command line). */
const rowOf = (
  entry: ActionOf,
  who: { actorId: number; role: TeamRole } | { actorId: null; role: null },
) => ({
  ...who,
  action: entry.action,
  subjectKind: entry.subject.kind,
  subjectId: String(entry.subject.id),
  before: (jsonSafe(entry.before ?? null) as Snapshot) ?? null,
  after: (jsonSafe(entry.after ?? null) as Snapshot) ?? null,
  reason: entry.reason ?? null,
  createdAt: clock.now(),
});

/**
 * Writes what a team member did into `audit_log`. Call it inside the transaction of the action, so
 * the row exists exactly when the action does: a refused or rolled-back action leaves none. Rows are
 * never updated or deleted.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values(rowOf(entry, { actorId: entry.actor.id, role: entry.role }))
    .returning({ id: auditLog.id });
  if (!row) throw new Error('the audit row was not written');
  return row.id;
}

/**
 * Writes what an operator did on the server's command line (`npm run team`), where no account signs
 * in: a row without actor nor role, which the back office shows as "command line". Same rules as
 * `recordAudit`: inside the action's transaction, never updated.
 */
export async function recordCommandLineAudit(tx: Executor, entry: ActionOf) {
  await tx.insert(auditLog).values(rowOf(entry, { actorId: null, role: null }));
}

/** The audit rows of one subject, oldest first. */
export function auditOf(executor: Executor, subject: { kind: string; id: string | number }) {
  return executor
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, subject.kind), eq(auditLog.subjectId, String(subject.id))))
    .orderBy(asc(auditLog.id));
}

/**
 * The role a team member acts in for an action open to `roles`: the first of them the member holds,
 * in the order given (the specific role before admin), so the audit says "finance" when it was.
 */
export function actingRole(actor: UserActor, roles: readonly TeamRole[]): TeamRole {
  const role = roles.find((r) => actor.roles.includes(r));
  if (!role) throw new Error(`account ${actor.id} holds none of ${roles.join(', ')}`);
  return role;
}

/** What the admins' reading of the log may narrow it to; `before` pages back from a row's id. */
export type AuditFilter = {
  subject?: { kind: string; id?: string };
  actorId?: number;
  before?: number;
  limit: number;
};

/**
 * Rows of the audit log, newest first, with the name of who acted (null from the command line); one
 * more than `limit` tells of a next page.
 */
export async function auditPage(executor: Executor, filter: AuditFilter) {
  const where: SQL[] = [];
  if (filter.subject) {
    where.push(eq(auditLog.subjectKind, filter.subject.kind));
    if (filter.subject.id) where.push(eq(auditLog.subjectId, filter.subject.id));
  }
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.before) where.push(lt(auditLog.id, filter.before));
  const rows = await executor
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const more = rows.length > filter.limit;
  const page = rows.slice(0, filter.limit);
  return { rows: page, nextBefore: more ? page.at(-1)!.entry.id : null };
}
