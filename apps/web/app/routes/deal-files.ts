import { translator } from '@wasla/i18n/server-translator';
import { type DealFile, dealMediaUploadSchema } from '@wasla/shared/contracts/deals';
import { redirect } from 'react-router';
import { requireUser } from '../features/auth/require-user.server';
import type { FilesReply } from '../features/deals/deal-files';
import { dealIdOf, idOf } from '../features/deals/deal-offer.server';
import { dealsApi } from '../features/deals/deals-api.server';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import { streamedBody } from '../lib/streamed-body.server';
import type { Route } from './+types/deal-files';

/**
 * `POST /:lang/deals/:id/files` (`?delivery=` for a delivery's, `?remove=` to take one off): the
 * browser cannot call the API (the token never reaches page scripts), so each file comes here, with
 * upload progress, and streams on to the API as the signed-in user. The reply is the files now
 * attached, read back from the draft, or the API's reason in one sentence.
 */
export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const lang = langOf(params);
  const signedIn = await requireUser(args);
  const deals = dealsApi(signedIn.api);
  const dealId = dealIdOf(params);
  const url = new URL(request.url);
  const deliveryId = idOf(url.searchParams.get('delivery'));
  const removeId = idOf(url.searchParams.get('remove'));
  const reply = (body: FilesReply, status = 200) =>
    Response.json(body, { status, headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }) });
  const failure = (result: { status: number; message: Record<string, string[] | undefined> }) =>
    reply(
      { ok: false, message: Object.values(result.message).flat().filter(Boolean).join(' ') },
      result.status >= 400 ? result.status : 409,
    );
  const filesNow = async (): Promise<DealFile[]> => {
    if (!deliveryId) return (await deals.edit(dealId)).attachments;
    return (await deals.editDelivery(deliveryId)).files;
  };

  if (removeId) {
    const removed = deliveryId
      ? await deals.removeDeliveryFile(deliveryId, removeId)
      : await deals.removeFile(dealId, removeId);
    if (!removed.ok) return failure(removed);
    return reply({ ok: true, files: await filesNow(), rejected: null });
  }

  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data'))
    return reply({ ok: false, message: translator(lang)('bad_request') }, 400);
  // The form goes on as it arrives, never read whole here: the API decides whether this account may
  // attach files to this draft, then checks each file's kind and size.
  const body = streamedBody(request.body);
  const result = await signedIn.api
    .upload(
      dealMediaUploadSchema,
      deliveryId ? `/deals/delivery/media/${deliveryId}` : `/deals/media/${dealId}`,
      body.stream,
      contentType,
    )
    .finally(() => {
      void body.discardRest();
    });
  if (!result.ok) return failure(result);
  const rejected = result.data.rejected.map((r) => `${r.name}: ${r.message}`).join(' ');
  return reply({ ok: true, files: await filesNow(), rejected: rejected || null });
}

/** The address only takes posts; a visit goes to the draft. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/deals/${dealIdOf(params)}/edit`);
}
