import { redirect } from 'react-router';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-deals-index';

/** Bare "my deals" opens the first list of the menu, the deals sent. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/my-deals/sent`);
}
