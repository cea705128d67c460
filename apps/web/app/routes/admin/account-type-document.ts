import { recordIdOf } from '../../features/admin/decision-fields';
import { requireTeam } from '../../features/admin/team-access.server';
import { privateFileResponse } from '../../lib/private-file.server';
import type { Route } from './+types/account-type-document';

/**
 * `GET /:lang/admin/account-types/documents/:id`: a document an account sent for its account-type
 * request, for the team, which the browser cannot fetch from the API itself. The API refuses anyone
 * else with its 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const id = recordIdOf(args.params.id);
  const file = await signedIn.api.file(`/admin/account-types/documents/${id}`);
  return privateFileResponse(signedIn.cookies, file);
}
