import type { ListingCatalogue } from './listing-requests';

type Tree = { data: { id: number; slug: string; services_count: number; children: { id: number }[] }[] };
type Listing = { data: { data: { slug: string }[] } };
type Currencies = { data: { code: string }[] };

/**
 * What the discovery benchmarks ask for, read through the API itself: category and currency ids for
 * the listing requests, and the pages Lighthouse opens (home, the whole listing, the busiest main
 * category, and the page of the newest service).
 */
export async function readCatalogue(origin: string, headers: Record<string, string>) {
  const get = async <T>(path: string) => {
    const response = await fetch(`${origin}/api/v1/${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  const tree = await get<Tree>('all-categories');
  const currencies = await get<Currencies>('currencies');
  const newest = await get<Listing>('services?sort=latest&per_page=10');
  const busiest = [...tree.data].sort((a, b) => b.services_count - a.services_count)[0]!;
  const listing: ListingCatalogue = {
    mainIds: tree.data.map((c) => c.id),
    subIds: tree.data.flatMap((c) => c.children.map((child) => child.id)),
    currencies: currencies.data.map((c) => c.code),
  };
  const serviceSlug = encodeURIComponent(newest.data.data[0]!.slug);
  const pages = ['/ar', '/en', '/ar/category', `/en/category/${busiest.slug}`, `/ar/services/${serviceSlug}`];
  return { listing, pages };
}
