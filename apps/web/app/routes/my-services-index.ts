import { redirect } from 'react-router';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/my-services-index';

/** Bare "my services" opens the first list, the provided services. */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(`/${langOf(params)}/my-services/provided`);
}
