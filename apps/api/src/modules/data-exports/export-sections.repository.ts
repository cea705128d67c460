import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';

/** One row of a section: its place in the section's order (`key`) and its JSON. */
export type SectionRow = { key: number; row: Record<string, unknown> };

/**
 * The columns of an account's own row that are secrets rather than data about the person: the
 * password hash, the sealed two-step keys and counter, the push token. Never exported.
 */
export const ACCOUNT_SECRET_COLUMNS = [
  'password_hash',
  'two_factor_secret',
  'two_factor_pending_secret',
  'two_factor_last_step',
  'fcm_token',
] as const;

// Search columns are the platform's index of a service, not the owner's words (those are exported).
const SERVICE_INTERNAL_COLUMNS = ['search_vector', 'search_text', 'name_vector'] as const;
const DEAL_MONEY_COLUMNS = [
  'price',
  'extras_total',
  'service_fee',
  'tax',
  'discount',
  'total',
  'total_aed',
  'service_fee_aed',
  'tax_aed',
  'subtotal_aed',
] as const;

const without = (alias: string, columns: readonly string[]) =>
  sql.raw(`to_jsonb(${alias})${columns.map((c) => ` - '${c}'`).join('')}`);
// Money in minor units as text, so a reader never meets a number too large for a double.
const moneyAsText = (alias: string, columns: readonly string[]) =>
  sql.raw(`jsonb_build_object(${columns.map((c) => `'${c}', ${alias}.${c}::text`).join(', ')})`);

type Query = (userId: number, after: number, limit: number) => SQL;

/**
 * The sections of an export, each read a page at a time in a stable order (`key` above the last
 * page's), so a large account is never held in memory whole. Rows are JSON built by PostgreSQL
 * (`to_jsonb`), the same on the server and on PGlite; only what the account may read is selected:
 * a deal's draft only by its sender, a review received only once published.
 */
const QUERIES = {
  services: (u, after, limit) => sql`
    select s.id as key, ${without('s', SERVICE_INTERNAL_COLUMNS)} as row from services s
    where s.user_id = ${u} and s.type = 'provided' and s.id > ${after} order by s.id limit ${limit}`,
  requests: (u, after, limit) => sql`
    select s.id as key, ${without('s', SERVICE_INTERNAL_COLUMNS)} as row from services s
    where s.user_id = ${u} and s.type = 'requested' and s.id > ${after} order by s.id limit ${limit}`,
  deals: (u, after, limit) => sql`
    select d.id as key,
      to_jsonb(d) || ${moneyAsText('d', DEAL_MONEY_COLUMNS)}
        || jsonb_build_object('my_role', case when d.client_id = ${u} then 'client' else 'provider' end) as row
    from deals d
    where (d.client_id = ${u} or d.provider_id = ${u}) and (d.stage <> 'draft' or d.sender_id = ${u})
      and d.id > ${after} order by d.id limit ${limit}`,
  reviews: (u, after, limit) => sql`
    select key, row from (
      select r.id * 2 as key, to_jsonb(r) || jsonb_build_object('about', 'provider',
        'direction', case when r.reviewer_id = ${u} then 'given' else 'received' end) as row
      from reviews r
      where r.reviewer_id = ${u} or (r.provider_id = ${u} and r.published_at is not null)
      union all
      select c.id * 2 + 1, to_jsonb(c) || jsonb_build_object('about', 'client',
        'direction', case when c.reviewer_id = ${u} then 'given' else 'received' end)
      from client_reviews c
      where c.reviewer_id = ${u} or (c.client_id = ${u} and c.published_at is not null)
    ) both_sides where key > ${after} order by key limit ${limit}`,
  messages: (u, after, limit) => sql`
    select m.id as key, jsonb_build_object(
      'id', m.id, 'conversation_id', m.conversation_id, 'seq', m.seq,
      'direction', case when m.sender_id = ${u} then 'sent' when m.sender_id is null then 'system' else 'received' end,
      'sender_id', m.sender_id,
      'with_account_id', case when c.first_user_id = ${u} then c.second_user_id else c.first_user_id end,
      'kind', m.kind, 'body', m.body, 'card', m.card, 'about_deal_id', m.about_deal_id,
      'created_at', m.created_at) as row
    from chat_messages m
    join conversations c on c.id = m.conversation_id
    join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${u}
    where m.id > ${after} order by m.id limit ${limit}`,
  wallet_statement: (u, after, limit) => sql`
    select e.id as key, jsonb_build_object(
      'entry_id', e.id, 'transfer_id', t.id, 'created_at', e.created_at,
      'wallet', case a.kind when 'user_available' then 'available' else 'blocked' end,
      'kind', t.kind, 'currency', a.currency, 'amount_minor', e.amount::text,
      'balance_after_minor', e.balance_after::text,
      'reference_kind', t.reference_kind, 'reference_id', t.reference_id) as row
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transfers t on t.id = e.transfer_id
    where a.user_id = ${u} and e.id > ${after} order by e.id limit ${limit}`,
  notifications: (u, after, limit) => sql`
    select n.id as key, jsonb_build_object('id', n.id, 'kind', n.kind, 'template', n.template,
      'data', n.data, 'sender_id', n.sender_id, 'read_at', n.read_at, 'created_at', n.created_at) as row
    from notifications n where n.recipient_id = ${u} and n.id > ${after} order by n.id limit ${limit}`,
  favorites: (u, after, limit) => sql`
    select key, row from (
      select row_number() over (order by f.created_at, f.kind, f.target_id) as key,
        jsonb_build_object('kind', f.kind, 'target_id', f.target_id, 'created_at', f.created_at) as row
      from favorites f where f.user_id = ${u}
    ) ranked where key > ${after} order by key limit ${limit}`,
  follows: (u, after, limit) => sql`
    select key, row from (
      select row_number() over (order by f.created_at, f.follower_id, f.followed_id) as key,
        jsonb_build_object('direction', case when f.follower_id = ${u} then 'following' else 'follower' end,
          'account_id', case when f.follower_id = ${u} then f.followed_id else f.follower_id end,
          'created_at', f.created_at) as row
      from follows f where f.follower_id = ${u} or f.followed_id = ${u}
    ) ranked where key > ${after} order by key limit ${limit}`,
  articles: (u, after, limit) => sql`
    select a.id as key, to_jsonb(a) as row from articles a
    where a.author_id = ${u} and a.id > ${after} order by a.id limit ${limit}`,
  recent_visits: (u, after, limit) => sql`
    select key, row from (
      select row_number() over (order by v.visited_at desc, v.kind, v.target_id) as key,
        jsonb_build_object('kind', v.kind, 'target_id', v.target_id, 'visited_at', v.visited_at) as row
      from recent_visits v where v.user_id = ${u}
    ) ranked where key > ${after} order by key limit ${limit}`,
} satisfies Record<string, Query>;

export type SectionName = keyof typeof QUERIES;
export const SECTION_NAMES = Object.keys(QUERIES) as SectionName[];

export const exportSectionsRepository = {
  /** The account's own row, without its secrets; undefined for an account since erased. */
  async profile(executor: Executor, userId: number) {
    const { rows } = await executor.execute<{ row: Record<string, unknown> }>(sql`
      select ${without('u', ACCOUNT_SECRET_COLUMNS)} as row from users u
      where u.id = ${userId} and u.deleted_at is null`);
    return rows[0]?.row;
  },

  async page(executor: Executor, section: SectionName, userId: number, after: number, limit: number) {
    const { rows } = await executor.execute<{ key: number | string; row: Record<string, unknown> }>(
      QUERIES[section](userId, after, limit),
    );
    return rows.map((r): SectionRow => ({ key: Number(r.key), row: r.row }));
  },
};

export type ExportSectionsRepository = typeof exportSectionsRepository;
