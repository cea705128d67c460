import { SEARCH_MIN_CHARS } from '@wasla/shared/business-constants';
import { searchQuery } from '@wasla/shared/contracts/discovery';
import { searchResultList } from '@wasla/shared/contracts/replies';
import { apiFor } from '../lib/api-client/client.server';
import { langOf } from '../lib/route-lang';
import type { Route } from './+types/search-results';

/**
 * Services or providers for the header search box (`?name=&type=service|provider`): the browser
 * cannot call the API itself, so the box asks here. Texts shorter than the API's minimum find nothing
 * without a call.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = searchQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json([], { status: 400 });
  const { name, type } = parsed.data;
  if ([...name].length < SEARCH_MIN_CHARS) return Response.json([]);
  const results = await apiFor(context, langOf(params)).get(
    searchResultList,
    `/search?${new URLSearchParams({ name, type })}`,
  );
  // Only what the box shows travels to the browser.
  return Response.json(
    results.map(({ id, name, slug, media }) => ({ id, name, slug, media })),
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
