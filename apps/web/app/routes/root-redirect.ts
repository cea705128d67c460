import { redirect } from 'react-router';
import { preferredLanguage } from '../lib/preferences.server';
import type { Route } from './+types/root-redirect';

/** `/` goes to the visitor's language: the locale cookie, then Accept-Language, then Arabic. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`/${preferredLanguage(request)}`, { headers: { Vary: 'Cookie, Accept-Language' } });
}
