import { translator } from '@wasla/i18n/server-translator';
import { serviceMediaUploadSchema } from '@wasla/shared/contracts/replies';
import { redirect } from 'react-router';
import { requireUser } from '../features/auth/require-user.server';
import type { MediaUploadReply } from '../features/services/wizard/media-upload';
import { langOf } from '../lib/route-lang';
import { withCookies } from '../lib/session.server';
import { streamedBody } from '../lib/streamed-body.server';
import type { Route } from './+types/service-media';

const KINDS = new Set(['image', 'voice', 'video', 'certificate']);

/**
 * `POST /:lang/edit-service/:id/media?kind=`: the browser cannot call the API (the token never reaches
 * page scripts), so each file comes here, with upload progress, and streams on to the API as the
 * signed-in user. Replies are JSON: the stored media and each refused file with its reason.
 */
export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const lang = langOf(params);
  const signedIn = await requireUser(args);
  const kind = new URL(request.url).searchParams.get('kind') ?? '';
  const reply = (body: MediaUploadReply, status = 200) =>
    Response.json(body, { status, headers: withCookies(signedIn.cookies, { 'cache-control': 'no-store' }) });
  if (!KINDS.has(kind))
    return reply({ ok: false, code: 'bad_request', message: translator(lang)('bad_request') }, 400);

  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !contentType.startsWith('multipart/form-data'))
    return reply({ ok: false, code: 'bad_request', message: translator(lang)('bad_request') }, 400);

  // The form goes on as it arrives, never read whole here: the API first decides whether this account
  // may add files to this service, then writes each file to disk with its size limit.
  const body = streamedBody(request.body);
  const result = await signedIn.api
    .upload(
      serviceMediaUploadSchema,
      `/services/${Number(params.id)}/media?kind=${kind}`,
      body.stream,
      contentType,
    )
    .finally(() => {
      // Not awaited: a refusal is answered at once while the rest of the upload is dropped.
      void body.discardRest();
    });
  if (result.ok) return reply({ ok: true, media: result.data.media, rejected: result.data.rejected });
  const text = Object.values(result.message).flat().filter(Boolean).join(' ');
  return reply({ ok: false, code: result.code, message: text }, result.status >= 400 ? result.status : 409);
}

/** The address only takes posts; a visit goes to the wizard. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/edit-service/${params.id}?step=2`);
}
