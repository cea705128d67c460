import type { ProviderDetail } from '@wasla/shared/contracts/discovery';
import { describe, expect, it } from 'vitest';
import { providerStructuredData } from './structured-data';

const provider: ProviderDetail = {
  id: 7,
  code: 'W12345678',
  slug: 'sara-x1',
  name: 'Sara',
  avatar_url: '/media/avatars/7.webp',
  rating: '4.50',
  ratings_count: 3,
  account_type: 'personal',
  bio: 'Logos and brands.',
  services_count: 4,
  country: { name: 'United Arab Emirates', flag: '🇦🇪' },
  city: 'Dubai',
  state: 'Dubai',
  is_online: false,
  experiences: ['senior'],
  member_since: '2024-03-01',
  gender: 'female',
  views: 10,
  followers_count: 5,
  following_count: 2,
  provided_count: 3,
  requested_count: 1,
  sub_ratings: { attitude: '4.5', quality: '4.5', commitment: '4.5', deal_again: '4.5' },
  is_following: false,
  is_own: false,
};

describe('providerStructuredData', () => {
  const [profile, breadcrumb] = providerStructuredData(provider, 'https://wasla.ae', 'en', {
    home: 'Home',
    providers: 'Providers',
  });

  it('describes a profile page about a person with followers', () => {
    expect(profile).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://wasla.ae/en/provider/sara-x1',
      mainEntity: {
        '@type': 'Person',
        name: 'Sara',
        image: 'https://wasla.ae/media/avatars/7.webp',
        description: 'Logos and brands.',
        interactionStatistic: [{ userInteractionCount: 5 }],
      },
    });
  });

  it('calls a business an organisation', () => {
    const [company] = providerStructuredData({ ...provider, account_type: 'company', bio: null }, 'o', 'ar', {
      home: 'h',
      providers: 'p',
    });
    expect(company?.mainEntity).toMatchObject({ '@type': 'Organization' });
    expect(company?.mainEntity).not.toHaveProperty('description');
  });

  it('has the breadcrumb home, providers, profile', () => {
    expect(breadcrumb?.itemListElement?.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Home', 'https://wasla.ae/en'],
      [2, 'Providers', 'https://wasla.ae/en/providers'],
      [3, 'Sara', 'https://wasla.ae/en/provider/sara-x1'],
    ]);
  });
});
