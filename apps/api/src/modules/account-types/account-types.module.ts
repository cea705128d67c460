import { ACCOUNT_TYPE_DOCUMENT_MAX_BYTES } from '@wasla/shared/business-constants';
import { ACCOUNT_TYPE_DOCUMENT_FIELD } from '@wasla/shared/contracts/account-types';
import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import type { Auth } from '../auth/auth.module';
import { createPrivateUploads } from '../media/private-uploads';
import { registerAccountTypeDocumentRoutes } from './account-type-documents.routes';
import { createAccountTypeDocuments } from './account-type-documents.service';
import { registerAccountTypeReviewRoutes } from './account-type-review.routes';
import { createAccountTypeReview } from './account-type-review.service';

/** Account-type requests: the documents an account sends, and the team's queue that decides them. */
export async function registerAccountTypes(
  api: FastifyInstance,
  { db, media }: Infrastructure,
  { guards }: Auth,
) {
  const documents = createPrivateUploads(media, {
    collection: 'documents',
    field: ACCOUNT_TYPE_DOCUMENT_FIELD,
    maxBytes: ACCOUNT_TYPE_DOCUMENT_MAX_BYTES,
    typeError: 'validation.file_type_document',
  });
  await registerAccountTypeDocumentRoutes(api, {
    documents: createAccountTypeDocuments(db, documents),
    guards,
    store: media,
  });
  registerAccountTypeReviewRoutes(api, { review: createAccountTypeReview(db, documents), guards });
}
