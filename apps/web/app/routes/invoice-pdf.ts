import { requireUser } from '../features/auth/require-user.server';
import { dealIdOf } from '../features/deals/deal-offer.server';
import { invoicesApi } from '../features/invoices/invoices-api.server';
import { privateFileResponse } from '../lib/private-file.server';
import type { Route } from './+types/invoice-pdf';

/**
 * `GET /:lang/invoices/:id/pdf`: my invoice as a PDF in the page's language, which the browser cannot
 * fetch from the API itself (the token never reaches page scripts). Anyone else's is the API's 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireUser(args);
  const file = await invoicesApi(signedIn.api).pdf(dealIdOf(args.params));
  return privateFileResponse(signedIn.cookies, file, { type: 'application/pdf', disposition: 'attachment' });
}
