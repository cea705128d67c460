import { providerDetailSchema } from '@wasla/shared/contracts/discovery';
import { data, redirect } from 'react-router';
import { apiFor } from '../lib/api-client/client.server';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/user-redirect';

/**
 * `/{lang}/user/{id}`: an account's old address by number. It moves for good to the profile at
 * `/{lang}/provider/{slug}`; an unknown or deleted account is a 404. No view is counted here: the
 * profile it leads to counts it.
 */
export async function loader(args: Route.LoaderArgs) {
  const lang = langOf(args.params);
  const id = args.params.id;
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw data(null, { status: 404 });
  const found = await apiFor(args.context, lang).request(providerDetailSchema, 'GET', `/providers/${id}`);
  if (found.status !== 200 || found.body.error)
    throw data(null, { status: found.status === 200 ? 404 : found.status });
  throw redirect(`/${lang}/provider/${encodeURIComponent(found.body.data.slug)}`, 301);
}

/** Never shown: the loader always redirects or fails (a 404 shows the layout's error page). */
export default function UserRedirect() {
  return null;
}
