import { translator } from '@wasla/i18n/server-translator';
import { ACCOUNT_TYPE_DOCUMENT_FIELD } from '@wasla/shared/contracts/account-types';
import { type AccountTypeDocument, accountTypeDocumentSchema } from '@wasla/shared/contracts/auth';
import { redirect } from 'react-router';
import { requireUser } from '../features/auth/require-user.server';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import { streamedBody } from '../lib/streamed-body.server';
import type { Route } from './+types/account-type-documents';

/** What the documents picker reads: the document kept, or messages by field (`form` for the rest). */
export type DocumentReply =
  | { ok: true; document: AccountTypeDocument }
  | { ok: false; errors: Record<string, string[]> };

/**
 * `POST /:lang/account-settings/documents`: the browser cannot call the API (the token never reaches
 * page scripts), so a document for the account-type request comes here and streams on to
 * `POST /change-account-type/documents` as the signed-in user, never held whole in memory.
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { request } = args;
  const reply = (body: DocumentReply, status = 200) =>
    Response.json(body, { status, headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }) });
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data')) {
    const required = translator(signedIn.lang, 'common')('account.documents.choose_first');
    return reply({ ok: false, errors: { [ACCOUNT_TYPE_DOCUMENT_FIELD]: [required] } }, 400);
  }
  const body = streamedBody(request.body);
  const result = await signedIn.api
    .upload(accountTypeDocumentSchema, '/change-account-type/documents', body.stream, contentType)
    .finally(() => {
      // Not awaited: a refusal is answered at once while the rest of the upload is dropped.
      void body.discardRest();
    });
  if (result.ok) return reply({ ok: true, document: result.data });
  const { txt, ...fields } = result.message;
  const errors = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  return reply({ ok: false, errors: txt ? { form: txt, ...errors } : errors }, result.status);
}

/** The address only takes posts; a visit goes to the account settings. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/account-settings#type-title`);
}
