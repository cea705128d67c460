import { ACCOUNT_TYPE_DOCUMENTS_MAX } from '@wasla/shared/business-constants';
import { ACCOUNT_TYPE_DOCUMENT_FIELD } from '@wasla/shared/contracts/account-types';
import type { Database } from '../../db/client';
import { AppError, errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { UserActor } from '../../lib/policy/actor';
import type { PrivateUploads, ReceivedUpload } from '../media/private-uploads';
import { createAccountTypeRequestsRepository } from './account-type-requests.repository';

export const accountTypeErrors = {
  notRequested: () => new AppError(409, 'account_type_not_requested', 'account_type_not_requested'),
  decided: () => new AppError(409, 'conflict', 'account_type_request_decided'),
  full: () =>
    fieldError(ACCOUNT_TYPE_DOCUMENT_FIELD, 'validation.documents_max', { max: ACCOUNT_TYPE_DOCUMENTS_MAX }),
};

/**
 * The documents an account sends for its own waiting account-type request (SPEC.md section 6:
 * changing account type may require documents). A file is checked and stored before the request is
 * locked, so the lock is never held while a picture is re-encoded; the count is checked again under
 * the lock, so two uploads at once cannot pass the limit, and a file no row names is removed.
 */
export function createAccountTypeDocuments(db: Database, documents: PrivateUploads) {
  const read = createAccountTypeRequestsRepository(db);
  return {
    async send(actor: UserActor, upload: ReceivedUpload | undefined) {
      const waiting = await read.lockWaiting(actor.id);
      if (!waiting) throw accountTypeErrors.notRequested();
      if (waiting.documents >= ACCOUNT_TYPE_DOCUMENTS_MAX) throw accountTypeErrors.full();
      const kept = await documents.keep(upload);
      try {
        return await db.transaction(async (tx) => {
          const repo = createAccountTypeRequestsRepository(tx);
          const locked = await repo.lockWaiting(actor.id);
          if (!locked) throw accountTypeErrors.notRequested();
          if (locked.documents >= ACCOUNT_TYPE_DOCUMENTS_MAX) throw accountTypeErrors.full();
          return repo.addDocument(locked.id, kept.file, kept.type);
        });
      } catch (error) {
        await documents.forget(kept.file);
        throw error;
      }
    },

    async remove(actor: UserActor, documentId: number) {
      const file = await read.removeDocument(actor.id, documentId);
      if (!file) throw errors.notFound();
      await documents.forget(file);
    },
  };
}

export type AccountTypeDocuments = ReturnType<typeof createAccountTypeDocuments>;
