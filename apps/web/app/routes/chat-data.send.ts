import { positiveIdOf, signedInJson } from '../features/auth/signed-in-json.server';
import { chatApi } from '../features/chat/chat-api.server';
import type { Route } from './+types/chat-data.send';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /:lang/chat-data/messages` (JSON `{conversation_id | receiver_id, body, client_id,
 * attachment_ids?, deal_id?}`): a message typed on the chat page, with the files uploaded for it,
 * and the deal it is about when written under that deal's card (the API refuses it once the deal's
 * chat has closed, in the reader's words). The client id is made once per message in the browser,
 * so the page's retry of a send whose reply was lost stores nothing twice. Only JSON is taken: no
 * other site's form can send it.
 */
export function action(args: Route.ActionArgs) {
  return signedInJson(args, async (signedIn) => {
    if (!args.request.headers.get('content-type')?.startsWith('application/json')) {
      return { body: { ok: false, status: 415 }, status: 415 };
    }
    const input = (await args.request.json().catch(() => null)) as Record<string, unknown> | null;
    const conversationId = positiveIdOf(String(input?.conversation_id ?? ''));
    const receiverId = positiveIdOf(String(input?.receiver_id ?? ''));
    const clientId =
      typeof input?.client_id === 'string' && UUID.test(input.client_id) ? input.client_id : null;
    const attachments = input?.attachment_ids ?? [];
    const attachmentIds = Array.isArray(attachments)
      ? attachments.map((id) => positiveIdOf(id))
      : [undefined];
    // Absent (or null): a message about no deal; anything else must be a deal id.
    const about = input?.deal_id;
    const dealId = about === undefined || about === null ? null : positiveIdOf(about);
    if (
      !clientId ||
      typeof input?.body !== 'string' ||
      Boolean(conversationId) === Boolean(receiverId) ||
      attachmentIds.some((id) => id === undefined) ||
      dealId === undefined
    ) {
      return { body: { ok: false, status: 400 }, status: 400 };
    }
    const sent = await chatApi(signedIn.api).send({
      ...(conversationId ? { conversation_id: conversationId } : { receiver_id: receiverId }),
      body: input.body,
      client_id: clientId,
      ...(attachmentIds.length ? { attachment_ids: attachmentIds as number[] } : {}),
      ...(dealId ? { deal_id: dealId } : {}),
    });
    return { body: sent, status: sent.ok ? 200 : sent.status };
  });
}
