import { requireUser } from '../features/auth/require-user.server';
import { dealIdOf, idOf } from '../features/deals/deal-offer.server';
import { privateFileResponse } from '../lib/private-file.server';
import type { Route } from './+types/deal-file';

/**
 * `GET /:lang/deals/:id/files/:fileId`: an attachment of a deal (of its offer or a delivery), which
 * the browser cannot fetch from the API itself (the token never reaches page scripts). The API says
 * who may read it (the two parties, the support team in a dispute); anyone else gets its 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const fileId = idOf(args.params.fileId);
  if (!fileId) throw new Response(null, { status: 404 });
  const file = await signedIn.api.file(`/deals/media/${dealIdOf(args.params)}/${fileId}`);
  return privateFileResponse(signedIn.cookies, file);
}
