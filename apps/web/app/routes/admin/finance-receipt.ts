import { requireTeam } from '../../features/admin/team-access.server';
import { privateFileResponse } from '../../lib/private-file.server';
import type { Route } from './+types/finance-receipt';

/**
 * `GET /:lang/admin/finance/receipts/:id`: the receipt a user sent with a bank top-up, for the finance
 * team, which the browser cannot fetch from the API itself. The API refuses anyone else with its 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { signedIn } = await requireTeam(args);
  const id = Number(args.params.id);
  if (!/^\d{1,10}$/.test(args.params.id) || id < 1 || id > 2_147_483_647) {
    throw new Response(null, { status: 404 });
  }
  const file = await signedIn.api.file(`/admin/finance/bank-transfers/${id}/receipt`);
  return privateFileResponse(signedIn.cookies, file);
}
