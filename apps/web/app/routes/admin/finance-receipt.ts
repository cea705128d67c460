import { recordIdOf } from '../../features/admin/decision-fields';
import { requireTeam } from '../../features/admin/team-access.server';
import { privateFileResponse } from '../../lib/private-file.server';
import type { Route } from './+types/finance-receipt';

/**
 * `GET /:lang/admin/finance/receipts/:id`: the receipt a user sent with a bank top-up, for the finance
 * team, which the browser cannot fetch from the API itself. The API refuses anyone else with its 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const id = recordIdOf(args.params.id);
  const file = await signedIn.api.file(`/admin/finance/bank-transfers/${id}/receipt`);
  return privateFileResponse(signedIn.cookies, file);
}
