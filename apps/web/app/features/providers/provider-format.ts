import type { ProviderCard } from '@wasla/shared/contracts/discovery';
import type { Language } from '@wasla/shared/languages';

/**
 * Where a provider is, most precise first ("Dubai, United Arab Emirates"), or null when unknown.
 * Arabic separates with its own comma.
 */
export function providerPlace(
  provider: Pick<ProviderCard, 'city' | 'country'> & { state?: string | null },
  lang: Language,
): string | null {
  const parts = [provider.city, provider.state, provider.country?.name].filter(
    (part, index, all): part is string => Boolean(part) && all.indexOf(part) === index,
  );
  return parts.length ? parts.join(lang === 'ar' ? '، ' : ', ') : null;
}
