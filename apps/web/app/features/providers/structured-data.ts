import type { ProviderDetail } from '@wasla/shared/contracts/discovery';

// Account types that are one person; the others are businesses (SPEC.md section 3).
const PERSON_TYPES = new Set(['personal', 'free_trader', 'agent']);

/**
 * schema.org data of a provider's profile for search engines: a ProfilePage about the person (or
 * the business) with their followers, and the breadcrumb home › providers › profile.
 */
export function providerStructuredData(
  provider: ProviderDetail,
  origin: string,
  lang: string,
  names: { home: string; providers: string },
) {
  const url = `${origin}/${lang}/provider/${encodeURIComponent(provider.slug)}`;
  const image = provider.avatar_url
    ? provider.avatar_url.startsWith('http')
      ? provider.avatar_url
      : `${origin}${provider.avatar_url}`
    : undefined;
  const place = [provider.city, provider.state, provider.country?.name].filter(Boolean).join(', ');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url,
      dateCreated: provider.member_since,
      mainEntity: {
        '@type': PERSON_TYPES.has(provider.account_type) ? 'Person' : 'Organization',
        name: provider.name,
        alternateName: provider.code,
        identifier: provider.code,
        url,
        ...(image ? { image } : {}),
        ...(provider.bio ? { description: provider.bio } : {}),
        ...(place ? { address: place } : {}),
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/FollowAction',
            userInteractionCount: provider.followers_count,
          },
        ],
        agentInteractionStatistic: {
          '@type': 'InteractionCounter',
          interactionType: 'https://schema.org/FollowAction',
          userInteractionCount: provider.following_count,
        },
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: names.home, item: `${origin}/${lang}` },
        { '@type': 'ListItem', position: 2, name: names.providers, item: `${origin}/${lang}/providers` },
        { '@type': 'ListItem', position: 3, name: provider.name, item: url },
      ],
    },
  ];
}
