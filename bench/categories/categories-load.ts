import { load } from '../lib/load';

/**
 * GET /api/v1/all-categories (the whole tree, cached, compressed once per language), its revalidation
 * with the ETag (what clients holding the tree do), and a small reply of the same cache (currencies).
 */
export async function measureCategories(origin: string, headers: Record<string, string>) {
  const url = `${origin}/api/v1/all-categories`;
  await load(url, headers); // warm-up
  const categories = await load(url, headers);
  const etag = (await fetch(url, { headers })).headers.get('etag') ?? '';
  const revalidated = await load(url, { ...headers, 'if-none-match': etag });
  const currencies = await load(`${origin}/api/v1/currencies`, headers);
  return { categories, revalidated, currencies };
}
