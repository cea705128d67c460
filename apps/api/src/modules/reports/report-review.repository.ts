import type { ReportStatus, TeamReport } from '@wasla/shared/contracts/moderation';
import type { Language } from '@wasla/shared/languages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';

type Row = {
  id: number;
  kind: TeamReport['kind'];
  target_id: number;
  target_name: string | null;
  target_slug: string | null;
  target_status: TeamReport['target_status'];
  reason: string;
  status: ReportStatus;
  created_at: Date | string;
  reporter_id: number;
  reporter_name: string;
  account_id: number | null;
  account_name: string | null;
  blocked_until: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: Row): TeamReport {
  return {
    id: row.id,
    kind: row.kind,
    target_id: row.target_id,
    target_name: row.target_name,
    target_slug: row.target_slug,
    target_status: row.target_status,
    reason: row.reason,
    status: row.status,
    created_at: iso(row.created_at),
    reporter: { id: row.reporter_id, name: row.reporter_name },
    account:
      row.account_id === null
        ? null
        : {
            id: row.account_id,
            name: row.account_name ?? '',
            blocked_until: row.blocked_until && iso(row.blocked_until),
          },
  };
}

/**
 * The moderation queue's reads and writes. A report names a service, an account or a conversation;
 * the account a ban would reach is the reported account, the service's owner, or the conversation's
 * other member (not the reporter).
 */
export function createReportReviewRepository(db: Executor) {
  const listed = (where: ReturnType<typeof sql>, lang: Language, limit: number, offset: number) =>
    db.execute<Row>(sql`
      select r.id, r.kind, r.target_id, r.reason, r.status, r.created_at,
             reporter.id as reporter_id, reporter.name as reporter_name,
             case r.kind
               when 'service' then coalesce(s.name->>${lang}, s.name->>'ar', s.name->>'en', s.name->>'fr', s.name->>'tr')
               else account.name end as target_name,
             case r.kind when 'service' then s.slug when 'provider' then account.slug end as target_slug,
             case when s.deleted_at is null then s.status end as target_status,
             account.id as account_id, account.name as account_name, account.blocked_until
        from reports r
        join users reporter on reporter.id = r.reporter_id
        left join services s on r.kind = 'service' and s.id = r.target_id
        left join conversations c on r.kind = 'conversation' and c.id = r.target_id
        left join users account on account.id = case r.kind
               when 'service' then s.user_id
               when 'provider' then r.target_id
               else case when c.first_user_id = r.reporter_id then c.second_user_id else c.first_user_id end
             end
       where ${where}
       order by r.created_at asc, r.id asc
       limit ${limit} offset ${offset}`);

  return {
    /** Reports by status, the oldest first, and how many there are. */
    async page(status: ReportStatus, lang: Language, page: number, perPage: number) {
      const [rows, count] = await Promise.all([
        listed(sql`r.status = ${status}`, lang, perPage, (page - 1) * perPage),
        db.execute<{ total: number }>(
          sql`select count(*)::int as total from reports where status = ${status}`,
        ),
      ]);
      return { items: rows.rows.map(present), total: count.rows[0]?.total ?? 0 };
    },

    async one(id: number, lang: Language) {
      const found = await listed(sql`r.id = ${id}`, lang, 1, 0);
      return found.rows[0] ? present(found.rows[0]) : null;
    },

    /** Closes an open report; answers false when it was not open (already decided, or missing). */
    async close(id: number, status: Exclude<ReportStatus, 'open'>) {
      const closed = await db.execute(
        sql`update reports set status = ${status} where id = ${id} and status = 'open' returning id`,
      );
      return closed.rows.length > 0;
    },

    /** The report, locked for a decision: what it is about and whether it is still open. */
    async lockReport(id: number) {
      const found = await db.execute<{ kind: TeamReport['kind']; target_id: number; status: ReportStatus }>(
        sql`select kind, target_id, status from reports where id = ${id} for update`,
      );
      return found.rows[0] ?? null;
    },

    /** Every open report of the service becomes reviewed: hiding it answered them all. */
    async reviewAllOfService(serviceId: number) {
      await db.execute(
        sql`update reports set status = 'reviewed' where status = 'open' and kind = 'service' and target_id = ${serviceId}`,
      );
    },

    /** Every open report whose ban would reach `accountId` becomes reviewed: the ban answered them. */
    async reviewAllAbout(accountId: number) {
      await db.execute(sql`
        update reports r set status = 'reviewed'
         where r.status = 'open' and (
           (r.kind = 'provider' and r.target_id = ${accountId})
           or (r.kind = 'service' and exists (select 1 from services s where s.id = r.target_id and s.user_id = ${accountId}))
           or (r.kind = 'conversation' and exists (
                 select 1 from conversations c where c.id = r.target_id
                    and r.reporter_id <> ${accountId}
                    and ${accountId} in (c.first_user_id, c.second_user_id))))`);
    },

    /** The account's ban, locked for the change: its name and how long it is blocked. */
    async lockAccount(accountId: number) {
      const found = await db.execute<{ id: number; name: string; blocked_until: Date | string | null }>(
        sql`select id, name, blocked_until from users where id = ${accountId} and deleted_at is null for update`,
      );
      return found.rows[0] ?? null;
    },

    /** Whether the account holds any team role: the team is not banned from its own back office. */
    async onTeam(accountId: number) {
      const found = await db.execute(sql`select 1 from team_roles where account_id = ${accountId} limit 1`);
      return found.rows.length > 0;
    },

    async setBlockedUntil(accountId: number, until: Date | null) {
      await db.execute(sql`update users set blocked_until = ${until} where id = ${accountId}`);
    },
  };
}
