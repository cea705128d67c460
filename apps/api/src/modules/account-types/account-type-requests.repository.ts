import type { AccountTypeRequestStatus, TeamAccountTypeRequest } from '@wasla/shared/contracts/account-types';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/events/record-event';

type Row = {
  id: number;
  user_id: number;
  name: string;
  code: string;
  email: string | null;
  account_type: TeamAccountTypeRequest['account']['current_type'];
  requested_type: TeamAccountTypeRequest['requested_type'];
  status: AccountTypeRequestStatus;
  created_at: Date | string;
  decided_at: Date | string | null;
  decision_reason: string | null;
  documents: { id: number; type: string; created_at: string }[] | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: Row): TeamAccountTypeRequest {
  return {
    id: row.id,
    account: {
      id: row.user_id,
      name: row.name,
      code: row.code,
      email: row.email,
      current_type: row.account_type,
    },
    requested_type: row.requested_type,
    status: row.status,
    created_at: iso(row.created_at),
    documents: (row.documents ?? []).map((d) => ({ ...d, created_at: iso(d.created_at) })),
    decided_at: row.decided_at && iso(row.decided_at),
    decision_reason: row.decision_reason,
  };
}

/**
 * Account-type requests and their documents: the account's own (send, remove) and the team's queue
 * (read, decide). A request's documents are read with it, oldest first.
 */
export function createAccountTypeRequestsRepository(db: Executor) {
  const listed = (
    where: ReturnType<typeof sql>,
    order: ReturnType<typeof sql>,
    limit: number,
    offset: number,
  ) =>
    db.execute<Row>(sql`
      select r.id, r.user_id, u.name, u.code, u.email, u.account_type, r.requested_type, r.status,
             r.created_at, r.decided_at, r.decision_reason,
             (select json_agg(json_build_object('id', d.id, 'type', d.content_type, 'created_at', d.created_at) order by d.id)
                from account_type_documents d where d.request_id = r.id) as documents
        from account_type_requests r
        join users u on u.id = r.user_id
       where ${where} and u.deleted_at is null
       order by ${order}
       limit ${limit} offset ${offset}`);

  return {
    /** Waiting requests oldest first (the queue); decided ones newest decision first. */
    async page(status: AccountTypeRequestStatus, page: number, perPage: number) {
      const order =
        status === 'awaiting_documents' ? sql`r.created_at asc, r.id asc` : sql`r.decided_at desc, r.id desc`;
      const [rows, count] = await Promise.all([
        listed(sql`r.status = ${status}`, order, perPage, (page - 1) * perPage),
        db.execute<{ total: number }>(sql`
          select count(*)::int as total from account_type_requests r join users u on u.id = r.user_id
           where r.status = ${status} and u.deleted_at is null`),
      ]);
      return { items: rows.rows.map(present), total: count.rows[0]?.total ?? 0 };
    },

    async one(id: number) {
      const found = await listed(sql`r.id = ${id}`, sql`r.id`, 1, 0);
      return found.rows[0] ? present(found.rows[0]) : null;
    },

    /** The request and its account locked for a decision. */
    async lock(id: number) {
      const found = await db.execute<{
        user_id: number;
        requested_type: string;
        status: AccountTypeRequestStatus;
        account_type: string;
      }>(sql`
        select r.user_id, r.requested_type, r.status, u.account_type
          from account_type_requests r join users u on u.id = r.user_id
         where r.id = ${id} and u.deleted_at is null
           for update of r, u`);
      return found.rows[0] ?? null;
    },

    async decide(
      id: number,
      decision: { status: 'approved' | 'rejected'; by: number; reason: string; at: Date },
    ) {
      await db.execute(sql`
        update account_type_requests
           set status = ${decision.status}, decided_by = ${decision.by}, decision_reason = ${decision.reason},
               decided_at = ${decision.at}
         where id = ${id}`);
    },

    async setAccountType(userId: number, accountType: string) {
      await db.execute(
        sql`update users set account_type = ${accountType}, updated_at = now() where id = ${userId}`,
      );
    },

    /** The account's waiting request, locked, with how many documents it has. */
    async lockWaiting(userId: number) {
      const found = await db.execute<{ id: number; documents: number }>(sql`
        select r.id, (select count(*)::int from account_type_documents d where d.request_id = r.id) as documents
          from account_type_requests r
         where r.user_id = ${userId} and r.status = 'awaiting_documents'
         order by r.id desc limit 1
           for update`);
      return found.rows[0] ?? null;
    },

    async addDocument(requestId: number, file: string, contentType: string) {
      const made = await db.execute<{ id: number; type: string; created_at: Date | string }>(sql`
        insert into account_type_documents (request_id, file, content_type)
        values (${requestId}, ${file}, ${contentType})
        returning id, content_type as type, created_at`);
      const row = made.rows[0]!;
      return { id: row.id, type: row.type, created_at: iso(row.created_at) };
    },

    /** Removes a document of the account's waiting request; answers its file, or null when not theirs. */
    async removeDocument(userId: number, documentId: number) {
      const gone = await db.execute<{ file: string }>(sql`
        delete from account_type_documents d
         using account_type_requests r
         where d.id = ${documentId} and r.id = d.request_id and r.user_id = ${userId}
           and r.status = 'awaiting_documents'
        returning d.file`);
      return gone.rows[0]?.file ?? null;
    },

    /** A document's stored file, for the team. */
    async documentFile(documentId: number) {
      const found = await db.execute<{ file: string; content_type: string }>(
        sql`select file, content_type from account_type_documents where id = ${documentId}`,
      );
      return found.rows[0] ?? null;
    },
  };
}

export type AccountTypeRequestsRepository = ReturnType<typeof createAccountTypeRequestsRepository>;
