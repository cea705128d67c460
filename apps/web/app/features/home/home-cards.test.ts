import type { ProviderCard, ServiceCard } from '@wasla/shared/contracts/discovery';
import { describe, expect, it } from 'vitest';
import { providerCardView, serviceCardView, suggestedProviders, typeCounts } from './home-cards';

const provider = (id: number, bio: string | null = null): ProviderCard => ({
  id,
  code: `W${id}`,
  slug: `p-${id}`,
  name: `Provider ${id}`,
  avatar_url: null,
  rating: '4.50',
  ratings_count: 3,
  account_type: 'personal',
  bio,
  services_count: 2,
  country: null,
  city: null,
  is_online: false,
  experiences: [],
  member_since: '2026-01-01',
});

const service: ServiceCard = {
  id: 7,
  code: 'S7',
  slug: 'logo-design',
  type: 'provided',
  status: 'open',
  name: 'Logo design',
  thumb: { url: '/media/s7.webp', width: 480, height: 360 },
  placeholder_bg: '#ccddee',
  price_from: { amount: '100.00', currency: 'AED', converted: null },
  min_delivery_days: 3,
  rating: '4.80',
  ratings_count: 5,
  views: 120,
  promoted: false,
  main_category: { id: 1, name: 'Design', slug: 'design' },
  category: { id: 2, name: 'Logos', slug: 'logos' },
  location: 'Dubai',
  provider: {
    id: 3,
    code: 'W3',
    slug: 'p-3',
    name: 'Provider 3',
    avatar_url: null,
    rating: '4.50',
    ratings_count: 3,
  },
  published_at: '2026-01-01T00:00:00Z',
};

describe('serviceCardView', () => {
  it('keeps what the card shows and leaves the rest behind', () => {
    const view = serviceCardView(service);
    expect(view.category).toEqual({ name: 'Logos', slug: 'logos' });
    expect(view.provider).toEqual({ name: 'Provider 3', avatar_url: null });
    expect(view).not.toHaveProperty('views');
    expect(view).not.toHaveProperty('code');
    expect(view).not.toHaveProperty('published_at');
    expect(serviceCardView({ ...service, category: null }).category).toBeNull();
  });
});

describe('providerCardView', () => {
  it('cuts a long bio by letters, not by UTF-16 units', () => {
    const long = '🎨'.repeat(200);
    const bio = providerCardView(provider(1, long)).bio!;
    expect(Array.from(bio)).toHaveLength(160);
    expect(bio.endsWith('🎨')).toBe(true);
    expect(providerCardView(provider(2, 'short')).bio).toBe('short');
    expect(providerCardView(provider(3)).bio).toBeNull();
  });
});

describe('suggestedProviders', () => {
  it('puts similar providers first, each once, without the visitor or those already shown', () => {
    const picked = suggestedProviders({
      similar: [provider(5), provider(1), provider(6)],
      suggestion: [provider(6), provider(2), provider(7), provider(8)],
      shown: [{ id: 2 }],
      selfId: 1,
      max: 3,
    });
    expect(picked.map((p) => p.id)).toEqual([5, 6, 7]);
  });

  it('is empty when everything suggested is already on the page', () => {
    expect(
      suggestedProviders({
        similar: [],
        suggestion: [provider(1), provider(2)],
        shown: [{ id: 1 }, { id: 2 }],
        selfId: null,
        max: 6,
      }),
    ).toEqual([]);
  });
});

describe('typeCounts', () => {
  it('splits the listed services into provided and requested', () => {
    expect(typeCounts(250, 40)).toEqual({ provided: 210, requested: 40 });
    expect(typeCounts(0, 0)).toEqual({ provided: 0, requested: 0 });
  });
});
