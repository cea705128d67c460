import { redirect } from 'react-router';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-network-index';

/** Bare "my network" opens the accounts I follow. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/my-network/following`);
}
