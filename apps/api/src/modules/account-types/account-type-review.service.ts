import type { AccountTypeRequestStatus } from '@wasla/shared/contracts/account-types';
import type { Database } from '../../db/client';
import { actingRole, recordAudit } from '../../lib/audit/audit';
import { clock } from '../../lib/clock';
import { recordEvent } from '../../lib/events/record-event';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import type { PrivateUploads } from '../media/private-uploads';
import { TEAM_ACTIONS } from '../team/team.policy';
import { accountTypeErrors } from './account-type-documents.service';
import { createAccountTypeRequestsRepository } from './account-type-requests.repository';

const ROLES = TEAM_ACTIONS['account-types.review'];

/**
 * The team's queue of account-type requests: read them with their documents, approve one (the
 * account's type changes at once) or reject it with a reason the account reads. Each decision is one
 * transaction with its audit row and the event that tells the account; two members deciding at once
 * make one decision, and the other gets 409.
 */
export function createAccountTypeReview(db: Database, documents: PrivateUploads) {
  const read = createAccountTypeRequestsRepository(db);

  const decide = (actor: UserActor, id: number, status: 'approved' | 'rejected', reason: string) =>
    db.transaction(async (tx) => {
      const repo = createAccountTypeRequestsRepository(tx);
      const request = await repo.lock(id);
      if (!request) throw errors.notFound();
      if (request.status !== 'awaiting_documents') throw accountTypeErrors.decided();
      const at = clock.now();
      await repo.decide(id, { status, by: actor.id, reason, at });
      if (status === 'approved') await repo.setAccountType(request.user_id, request.requested_type);
      await recordAudit(tx, {
        actor,
        role: actingRole(actor, ROLES),
        action: status === 'approved' ? 'account_type.approve' : 'account_type.reject',
        subject: { kind: 'account', id: request.user_id },
        before: { account_type: request.account_type, request: { id, status: request.status } },
        after: {
          account_type: status === 'approved' ? request.requested_type : request.account_type,
          request: { id, status },
        },
        reason,
      });
      await recordEvent(tx, {
        type: `account_type.${status}`,
        subject: { kind: 'account_type_request', id: String(id) },
        actor: `user:${actor.id}`,
        payload: { account_id: request.user_id, requested_type: request.requested_type, reason },
      });
      return (await repo.one(id))!;
    });

  return {
    page: (status: AccountTypeRequestStatus, page: number, perPage: number) =>
      read.page(status, page, perPage),
    approve: (actor: UserActor, id: number, reason: string) => decide(actor, id, 'approved', reason),
    reject: (actor: UserActor, id: number, reason: string) => decide(actor, id, 'rejected', reason),

    /** A document's file, for the team; a missing row or file answers as missing. */
    async document(id: number) {
      const found = await read.documentFile(id);
      if (!found) throw errors.notFound();
      // A row whose file is gone (a restore without media) answers as missing, never as a failure.
      return documents.open(found.file, `document-${id}`);
    },
  };
}

export type AccountTypeReview = ReturnType<typeof createAccountTypeReview>;
