import type { AccountFile, AccountHit } from '@wasla/shared/contracts/account-lookup';
import type { Language } from '@wasla/shared/languages';
import { sql } from 'drizzle-orm';
import { clock } from '../../lib/clock';
import type { Executor } from '../../lib/events/record-event';
import { likeText } from '../../lib/like-text';

type HitRow = {
  id: number;
  name: string;
  code: string;
  email: string | null;
  country_code: string | null;
  phone_number: string | null;
  account_type: AccountHit['account_type'];
  created_at: Date | string;
  blocked_until: Date | string | null;
  deleted_at: Date | string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentHit(row: HitRow): AccountHit {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    email: row.email,
    phone: row.phone_number ? `+${row.country_code ?? ''}${row.phone_number}` : null,
    account_type: row.account_type,
    created_at: iso(row.created_at),
    blocked_until:
      row.blocked_until && new Date(row.blocked_until) > clock.now() ? iso(row.blocked_until) : null,
    deleted: row.deleted_at !== null,
  };
}

const HIT_COLUMNS = sql`u.id, u.name, u.code, u.email, u.country_code, u.phone_number, u.account_type,
  u.created_at, u.blocked_until, u.deleted_at`;

/**
 * What the team reads of accounts: a search by name, e-mail, phone or code, and one account's file
 * (services and deals by status, latest ones, open sessions). Reads only; the ledger's balances come
 * from the ledger itself.
 */
export function createAccountLookupRepository(db: Executor) {
  return {
    /**
     * Accounts matching `q`: the exact user code first, then e-mails and names that hold it, and
     * phone numbers holding its digits (at least four), newest account first within each.
     */
    async search(q: string, limit: number, offset: number) {
      const pattern = likeText(q);
      const digits = q.replace(/\D/g, '');
      const phone =
        digits.length >= 4
          ? sql`or coalesce(u.country_code, '') || coalesce(u.phone_number, '') like ${likeText(digits)}`
          : sql``;
      const where = sql`(u.code = ${q.toUpperCase()} or u.email ilike ${pattern} or u.name ilike ${pattern} ${phone})`;
      const [rows, count] = await Promise.all([
        db.execute<HitRow>(sql`
          select ${HIT_COLUMNS} from users u where ${where}
           order by (u.code = ${q.toUpperCase()}) desc, u.created_at desc, u.id desc
           limit ${limit} offset ${offset}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total from users u where ${where}`),
      ]);
      return { items: rows.rows.map(presentHit), total: count.rows[0]?.total ?? 0 };
    },

    async account(id: number) {
      const found = await db.execute<
        HitRow & {
          slug: string;
          email_verified_at: Date | null;
          phone_verified_at: Date | null;
          two_factor_enabled_at: Date | null;
          roles: AccountFile['roles'] | null;
        }
      >(sql`
        select ${HIT_COLUMNS}, u.slug, u.email_verified_at, u.phone_verified_at, u.two_factor_enabled_at,
               (select array_agg(r.role order by r.role) from team_roles r where r.account_id = u.id) as roles
          from users u where u.id = ${id}`);
      return found.rows[0] ?? null;
    },

    /** How many services of each status and deals of each stage the account has; drafts sent to it count. */
    async counts(id: number) {
      const [services, deals] = await Promise.all([
        db.execute<{ status: string; n: number }>(sql`
          select status, count(*)::int as n from services
           where user_id = ${id} and deleted_at is null group by status`),
        db.execute<{ stage: string; n: number }>(sql`
          select stage, count(*)::int as n from deals
           where (client_id = ${id} or provider_id = ${id}) and (stage <> 'draft' or sender_id = ${id})
           group by stage`),
      ]);
      return {
        services: Object.fromEntries(services.rows.map((r) => [r.status, r.n])),
        deals: Object.fromEntries(deals.rows.map((r) => [r.stage, r.n])),
      };
    },

    async latestServices(id: number, lang: Language) {
      const found = await db.execute<{ id: number; slug: string; name: string | null; status: string }>(sql`
        select id, slug, status,
               coalesce(name->>${lang}, name->>'ar', name->>'en', name->>'fr', name->>'tr') as name
          from services where user_id = ${id} and deleted_at is null
         order by updated_at desc, id desc limit 5`);
      return found.rows;
    },

    async latestDeals(id: number) {
      const found = await db.execute<{
        id: number;
        code: string;
        title: string;
        stage: string;
        client_id: number;
        total: string;
        currency: string;
        created_at: Date | string;
      }>(sql`
        select id, code, title, stage, client_id, total::text as total, currency, created_at from deals
         where (client_id = ${id} or provider_id = ${id}) and (stage <> 'draft' or sender_id = ${id})
         order by created_at desc, id desc limit 5`);
      return found.rows;
    },

    /** Sessions that still open the account, the latest used first. */
    async openSessions(id: number, now: Date) {
      const found = await db.execute<{
        id: string;
        ip: string | null;
        user_agent: string | null;
        created_at: Date | string;
        last_used_at: Date | string;
      }>(sql`
        select id, ip, user_agent, created_at, last_used_at from sessions
         where user_id = ${id} and revoked_at is null and expires_at > ${now}
         order by last_used_at desc limit 20`);
      return found.rows.map((s) => ({
        ...s,
        created_at: iso(s.created_at),
        last_used_at: iso(s.last_used_at),
      }));
    },

    /** The account, locked for a change the support team makes; null when missing or closed. */
    async lock(id: number) {
      const found = await db.execute<{
        id: number;
        email: string | null;
        two_factor_enabled_at: Date | null;
      }>(
        sql`select id, email, two_factor_enabled_at from users where id = ${id} and deleted_at is null for update`,
      );
      return found.rows[0] ?? null;
    },

    /** Ends every open session of the account; answers how many. */
    async endSessions(id: number, reason: string, now: Date) {
      const ended = await db.execute(sql`
        update sessions set revoked_at = ${now}, revoke_reason = ${reason}
         where user_id = ${id} and revoked_at is null returning id`);
      return ended.rows.length;
    },

    async clearTwoFactor(id: number) {
      await db.execute(sql`
        update users set two_factor_secret = null, two_factor_pending_secret = null,
                         two_factor_enabled_at = null, two_factor_last_step = null, updated_at = now()
         where id = ${id}`);
    },
  };
}
