import { translator } from '@wasla/i18n/server-translator';
import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import { langOf } from '../lib/route-lang';
import { streamedBody } from '../lib/streamed-body.server';
import type { Route } from './+types/chat-data.attachments';

/**
 * `POST /:lang/chat-data/:id/attachments` (a multipart form, field `files`): files for the reader's
 * next message in a conversation. The browser cannot call the API (the token never reaches page
 * scripts), so each file comes here, with upload progress, and streams on to the API as it arrives;
 * the API judges each one by its first bytes and size. With `?remove={fileId}`, an uploaded file not
 * sent yet is taken off again. Someone else's conversation is 404, as one that does not exist.
 */
export function action(args: Route.ActionArgs) {
  return signedInJson(args, async (signedIn) => {
    const id = positiveIdOf(args.params.id);
    if (!id) return { body: { ok: false, status: 404 }, status: 404 };
    const api = chatApi(signedIn.api);
    const url = new URL(args.request.url);
    const removeText = url.searchParams.get('remove');
    if (removeText !== null) {
      const fileId = positiveIdOf(removeText);
      if (!fileId) return { body: { ok: false, status: 404 }, status: 404 };
      const removed = await api.removeUpload(id, fileId);
      return { body: removed, status: removed.ok ? 200 : removed.status };
    }
    const contentType = args.request.headers.get('content-type') ?? '';
    if (!args.request.body || !contentType.startsWith('multipart/form-data')) {
      const text = translator(langOf(args.params))('bad_request');
      return { body: { ok: false, status: 415, text }, status: 415 };
    }
    // Never read whole here: the API decides whether this member may upload before reading a byte.
    const body = streamedBody(args.request.body);
    const uploaded = await api.upload(id, body.stream, contentType).finally(() => {
      void body.discardRest();
    });
    return { body: uploaded, status: uploaded.ok ? 200 : uploaded.status };
  });
}
