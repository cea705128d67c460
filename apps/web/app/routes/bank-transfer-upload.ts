import { randomUUID } from 'node:crypto';
import { translator } from '@wasla/i18n/server-translator';
import type { BankTransfer } from '@wasla/shared/contracts/wallet';
import { redirect } from 'react-router';
import { requireUser } from '../features/auth/require-user.server';
import { walletApi } from '../features/wallet/wallet-api.server';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import { streamedBody } from '../lib/streamed-body.server';
import type { Route } from './+types/bank-transfer-upload';

/** What the bank transfer form reads: the transfer now pending, or messages by field (`form` for the rest). */
export type BankTransferReply =
  | { ok: true; message: string; transfer: BankTransfer }
  | { ok: false; errors: Record<string, string[]> };

const ATTEMPT_ID = /^[0-9a-f-]{36}$/;

/**
 * `POST /:lang/top-up-wallet/bank-transfer`: the browser cannot call the API (the token never reaches
 * page scripts), so the transfer's form, receipt included, comes here and streams on to
 * `POST /bank-transfers` as the signed-in user, never held whole in memory. The form's attempt id is
 * the route's required Idempotency-Key, so a resend after a lost answer records one transfer.
 */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireUser(args);
  const { request } = args;
  const reply = (body: BankTransferReply, status = 200) =>
    Response.json(body, { status, headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }) });
  const contentType = request.headers.get('content-type') ?? '';
  const attempt = request.headers.get('idempotency-key') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data')) {
    return reply(
      {
        ok: false,
        errors: { receipt: [translator(signedIn.lang, 'common')('wallet.bank.receipt_required')] },
      },
      400,
    );
  }
  const body = streamedBody(request.body);
  const result = await walletApi(signedIn.api)
    .bankTransfer(body.stream, contentType, ATTEMPT_ID.test(attempt) ? attempt : randomUUID())
    .finally(() => {
      // Not awaited: a refusal is answered at once while the rest of the upload is dropped.
      void body.discardRest();
    });
  if (result.ok) return reply({ ok: true, message: result.message?.txt[0] ?? '', transfer: result.data });
  const { txt, ...fields } = result.message;
  const errors = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
  return reply({ ok: false, errors: txt ? { form: txt, ...errors } : errors }, result.status);
}

/** The address only takes posts; a visit goes to the top-up page's bank transfer. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/top-up-wallet?method=bank`);
}
