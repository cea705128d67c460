import { ACCOUNT_BAN_MONTHS } from '@wasla/shared/business-constants';
import type { ReportStatus } from '@wasla/shared/contracts/moderation';
import type { Language } from '@wasla/shared/languages';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { AppError, errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import { TEAM_ACTIONS } from '../team/team.policy';
import { createReportReviewRepository } from './report-review.repository';

export const moderationErrors = {
  reportClosed: () => new AppError(409, 'conflict', 'report_closed'),
  teamAccount: () => new AppError(422, 'ban_team_account', 'ban_team_account'),
  notBanned: () => new AppError(409, 'conflict', 'account_not_banned'),
};

const ROLES = TEAM_ACTIONS['reports.review'];

/** `months` calendar months after `from`; a day the month lacks rolls into the next (31 Jan + 1 = 3 Mar). */
function monthsAfter(from: Date, months: number) {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

/**
 * The moderation team's work on reports: read the queue, dismiss a report, ban the account behind
 * it for a month (SPEC.md section 6: the account then gets the 403 page everywhere) and lift a ban.
 * Each decision is one transaction with its audit row and, for a ban, an event for the account.
 */
export function createReportReview(db: Database) {
  const read = createReportReviewRepository(db);
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
