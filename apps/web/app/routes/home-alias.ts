import { redirect } from 'react-router';
import type { Route } from './+types/home-alias';

/**
 * `/{lang}/home` (SPEC.md lists `home` among the pages) is the home page under a second address:
 * a permanent redirect to `/{lang}`, keeping the query, so the page has one address for search
 * engines and shares.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  return redirect(`/${params.lang}${search}`, 301);
}
