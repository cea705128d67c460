import { placeList } from '@wasla/shared/contracts/replies';
import { apiFor } from '../lib/api-client/client.server';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/places';

/**
 * States of a country (`?country=`) or cities of a state (`?state=`) for the dependent place lists of
 * forms: the browser cannot call the API itself, so the page asks here.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const country = Number(query.get('country'));
  const state = Number(query.get('state'));
  const path =
    Number.isInteger(country) && country > 0
      ? `/states/${country}`
      : Number.isInteger(state) && state > 0
        ? `/cities/${state}`
        : null;
  if (!path) return Response.json([], { status: 400 });
  const places = await apiFor(context, langOf(params)).get(placeList, path);
  return Response.json(
    places.map(({ id, name }) => ({ id, name })),
    { headers: { 'Cache-Control': 'public, max-age=3600' } },
  );
}
