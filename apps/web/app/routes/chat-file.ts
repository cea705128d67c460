import { requireUser } from '../features/auth/require-user.server';
import { positiveIdOf } from '../features/auth/signed-in-json.server';

import { privateFileResponse } from '../lib/private-file.server';
import type { Route } from './+types/chat-file';

/**
 * `GET /:lang/chat/:id/files/:fileId`: a message's attachment, which the browser cannot fetch from
 * the API itself (the token never reaches page scripts). The API says who may read it (the
 * conversation's two members); anyone else gets its 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const id = positiveIdOf(args.params.id);
  const fileId = positiveIdOf(args.params.fileId);
  if (!id || !fileId) throw new Response(null, { status: 404 });
  const file = await signedIn.api.file(`/conversations/${id}/attachments/${fileId}`);
  return privateFileResponse(signedIn.cookies, file);
}
