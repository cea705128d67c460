import { redirect } from 'react-router';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/followers-alias';

/** `/followers` (SPEC.md lists it among the pages) is my followers, kept under "my network". */
export function loader({ params, request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/${langOf(params)}/my-network/followers${search}`, 301);
}
