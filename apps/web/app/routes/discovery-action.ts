import { runDiscoveryIntent } from '../features/discovery/discovery-actions.server';
import type { Route } from './+types/discovery-action';

/** Favourites and reports sent from cards and public pages, wherever they are shown. */
export async function action(args: Route.ActionArgs) {
  return runDiscoveryIntent(args);
}
