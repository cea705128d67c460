import { describe, expect, it } from 'vitest';
import { createMemoCache } from '../../lib/memo-cache';
import type { SearchRepository, ServiceHit } from './search.repository';
import { createSearchService, type SearchHits } from './search.service';

const hit: ServiceHit = {
  id: 7,
  slug: 'logo-design',
  name: { ar: 'تصميم شعار', en: 'Logo design' },
  thumb: null,
  main_category_id: 1,
};

function counted() {
  const asked: string[] = [];
  const repo = {
    services: async (query: { words: string[] }) => {
      asked.push(query.words.join(' '));
      return [hit];
    },
    providers: async (folded: string) => {
      asked.push(`provider ${folded}`);
      return [];
    },
  } as unknown as SearchRepository;
  const hits = createMemoCache<SearchHits>(30_000);
  return { asked, hits, search: createSearchService(repo, hits) };
}

describe('the search service', () => {
  it('finds a text once for every language, and presents it in each', async () => {
    const { asked, search } = counted();
    const ar = await search.search('Logo Design', 'service', 'ar');
    const en = await search.search('logo design', 'service', 'en');
    expect([ar[0]?.name, en[0]?.name]).toEqual(['تصميم شعار', 'Logo design']);
    expect(asked).toEqual(['logo design']);
  });

  it('asks again for another text, a word still being typed, or after the hits were cleared', async () => {
    const { asked, hits, search } = counted();
    await search.search('logo design', 'service', 'en');
    await search.search('logo design ', 'service', 'en');
    await search.search('logo designs', 'service', 'en');
    hits.clear();
    await search.search('logo design', 'service', 'fr');
    expect(asked).toEqual(['logo design', 'logo design', 'logo designs', 'logo design']);
  });

  it('keeps providers apart from services of the same text', async () => {
    const { asked, search } = counted();
    await search.search('Studio', 'service', 'en');
    await search.search('Studio', 'provider', 'en');
    await search.search('studio', 'provider', 'ar');
    expect(asked).toEqual(['studio', 'provider studio']);
  });
});
