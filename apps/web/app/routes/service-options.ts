import { propertyList, tagList } from '@wasla/shared/contracts/replies';
import { apiFor } from '../lib/api-client/client.server';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/service-options';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Properties of a main category (`?properties=`) or suggested tags of a category (`?tags=`) for the
 * service wizard, which changes them as the author picks categories. Public catalogue data.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const api = apiFor(context, langOf(params));
  const propertiesOf = idOf(query.get('properties'));
  const tagsOf = idOf(query.get('tags'));
  const headers = { 'Cache-Control': 'public, max-age=600' };
  if (propertiesOf)
    return Response.json(await api.get(propertyList, `/properties/${propertiesOf}`), { headers });
  if (tagsOf) return Response.json(await api.get(tagList, `/tags/${tagsOf}`), { headers });
  return Response.json([], { status: 400 });
}
