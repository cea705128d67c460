import { redirect } from 'react-router';
import { dataExportApi } from '../features/account/data-export-api.server';
import { requireUser } from '../features/auth/require-user.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { privateFileResponse } from '../lib/private-file.server';
import type { Route } from './+types/data-export-download';

/**
 * `GET /:lang/data-exports/:id/download`: my data as a ZIP (the link of the "ready" mail). Needs my
 * session like any page; another account's export is the API's 404, an expired one its 410.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const file = await dataExportApi(signedIn.api)
    .file(dealIdOf(args.params))
    .catch((error: unknown) => {
      // An expired link (a mail opened late) leads to the settings, which say so and offer a new copy.
      if ((error as { init?: { status?: number } }).init?.status === 410)
        throw redirect(`/${signedIn.lang}/account-settings#your-data`);
      throw error;
    });
  return privateFileResponse(signedIn.cookies, file, { type: 'application/zip', disposition: 'attachment' });
}
