import { ACCOUNT_BAN_MONTHS } from '@wasla/shared/business-constants';
import type { ReportStatus } from '@wasla/shared/contracts/moderation';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { refsOf } from '../services/listing-counts.repository';
import type { ListingFreshness } from '../services/listing-freshness';
import { applyTeamServiceEvent } from '../services/service-machine';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createReportReviewRepository } from './report-review.repository';

export const moderationErrors = {
  reportClosed: () => new AppError(409, 'conflict', 'report_closed'),
  teamAccount: () => new AppError(422, 'ban_team_account', 'ban_team_account'),
  notBanned: () => new AppError(409, 'conflict', 'account_not_banned'),
  notService: () => new AppError(422, 'report_not_service', 'report_not_service'),
  serviceStatus: () => new AppError(409, 'service_status_conflict', 'service_status_conflict'),
};

const ROLES = TEAM_ACTIONS['reports.review'];

/** `months` calendar months after `from`; a day the month lacks rolls into the next (31 Jan + 1 = 3 Mar). */
function monthsAfter(from: Date, months: number) {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

/**
 * The moderation team's work on reports: read the queue, dismiss a report, hide a reported service
 * (and show it again), warn the account behind a report, ban it for a month (SPEC.md section 6: the
 * account then gets the 403 page everywhere) and lift a ban. Each decision is one transaction with
 * its audit row and the event that tells the account.
 */
export function createReportReview(db: Database, listings: ListingFreshness) {
  const read = createReportReviewRepository(db);

  /** Hides or restores a service in `tx`, refusing what the service table does not allow from its status. */
  async function moveService(
    tx: Database,
    actor: UserActor,
    serviceId: number,
    event: 'hide' | 'restore',
    reason: string,
  ) {
    const moved = await applyTeamServiceEvent(tx, { id: serviceId, event, memberId: actor.id, reason });
    if (!moved.ok && moved.refusal === 'not_found') throw errors.notFound('service_unavailable');
    if (!moved.ok) throw moderationErrors.serviceStatus();
    await recordAudit(tx, {
      actor,
      role: actingRole(actor, ROLES),
      action: `service.${event}`,
      subject: { kind: 'service', id: serviceId },
      before: { status: moved.from },
      after: { status: moved.to },
      reason,
    });
    return moved.row;
  }

  /** Listings, counts and caches forget or find again a service the team moved, once committed. */
  async function relist(row: Parameters<typeof refsOf>[0]) {
    await listings.recount([refsOf(row)]);
    listings.changed([refsOf(row)]);
  }
  return {
    page: (status: ReportStatus, lang: Language, page: number, perPage: number) =>
      read.page(status, lang, page, perPage),

    dismiss: (actor: UserActor, id: number, reason: string, lang: Language) =>
      db.transaction(async (tx) => {
        const repo = createReportReviewRepository(tx);
        if (!(await repo.one(id, lang))) throw errors.notFound();
        if (!(await repo.close(id, 'dismissed'))) throw moderationErrors.reportClosed();
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, ROLES),
          action: 'report.dismiss',
          subject: { kind: 'report', id },
          before: { status: 'open' },
          after: { status: 'dismissed' },
          reason,
        });
        return (await repo.one(id, lang))!;
      }),

    /** Hides the reported service from everyone but its owner; every open report of it is answered. */
    async hide(actor: UserActor, id: number, reason: string, lang: Language) {
      const row = await db.transaction(async (tx) => {
        const repo = createReportReviewRepository(tx);
        const report = await repo.lockReport(id);
        if (!report) throw errors.notFound();
        if (report.kind !== 'service') throw moderationErrors.notService();
        if (report.status !== 'open') throw moderationErrors.reportClosed();
        const moved = await moveService(tx, actor, report.target_id, 'hide', reason);
        await repo.reviewAllOfService(report.target_id);
        return moved;
      });
      await relist(row);
      return (await read.one(id, lang))!;
    },

    /** Shows a hidden service again, closed: its owner reopens it when they choose. */
    async restore(actor: UserActor, serviceId: number, reason: string) {
      const row = await db.transaction((tx) => moveService(tx, actor, serviceId, 'restore', reason));
      await relist(row);
      return { id: row.id, status: row.status };
    },

    /** Warns the account behind an open report, in the team's words, and closes the report. */
    warn: (actor: UserActor, id: number, reason: string, lang: Language) =>
      db.transaction(async (tx) => {
        const repo = createReportReviewRepository(tx);
        const report = await repo.lockReport(id);
        if (!report) throw errors.notFound();
        if (report.status !== 'open') throw moderationErrors.reportClosed();
        const account = (await repo.one(id, lang))?.account;
        if (!account) throw errors.notFound();
        await repo.close(id, 'reviewed');
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, ROLES),
          action: 'account.warn',
          subject: { kind: 'account', id: account.id },
          before: { report: { id, status: 'open' } },
          after: { report: { id, status: 'reviewed' } },
          reason,
        });
        await recordEvent(tx, {
          type: 'account.warned',
          subject: { kind: 'account', id: String(account.id) },
          actor: `user:${actor.id}`,
          payload: { reason, report_id: id },
        });
        return (await repo.one(id, lang))!;
      }),

    ban: (actor: UserActor, accountId: number, reason: string) =>
      db.transaction(async (tx) => {
        const repo = createReportReviewRepository(tx);
        const account = await repo.lockAccount(accountId);
        if (!account) throw errors.notFound();
        if (accountId === actor.id || (await repo.onTeam(accountId))) throw moderationErrors.teamAccount();
        const now = clock.now();
        const until = monthsAfter(now, ACCOUNT_BAN_MONTHS);
        await repo.setBlockedUntil(accountId, until);
        await repo.reviewAllAbout(accountId);
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, ROLES),
          action: 'account.ban',
          subject: { kind: 'account', id: accountId },
          before: { blocked_until: account.blocked_until && new Date(account.blocked_until) },
          after: { blocked_until: until },
          reason,
        });
        await recordEvent(tx, {
          type: 'account.banned',
          subject: { kind: 'account', id: String(accountId) },
          actor: `user:${actor.id}`,
          payload: { until: until.toISOString() },
        });
        return { id: account.id, name: account.name, blocked_until: until.toISOString() };
      }),

    unban: (actor: UserActor, accountId: number, reason: string) =>
      db.transaction(async (tx) => {
        const repo = createReportReviewRepository(tx);
        const account = await repo.lockAccount(accountId);
        if (!account) throw errors.notFound();
        const until = account.blocked_until && new Date(account.blocked_until);
        if (!until || until <= clock.now()) throw moderationErrors.notBanned();
        await repo.setBlockedUntil(accountId, null);
        await recordAudit(tx, {
          actor,
          role: actingRole(actor, ROLES),
          action: 'account.unban',
          subject: { kind: 'account', id: accountId },
          before: { blocked_until: until },
          after: { blocked_until: null },
          reason,
        });
        return { id: account.id, name: account.name, blocked_until: null };
      }),
  };
}

export type ReportReview = ReturnType<typeof createReportReview>;
