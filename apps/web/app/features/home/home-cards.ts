import type { ProviderCard, ServiceCard } from '@wasla/shared/contracts/discovery';
import type { ServiceCardView } from '../discovery/service-card';

/** How many cards each list of home shows. */
export const HOME_SERVICES = 8;
export const HOME_PROVIDERS = 8;
/** A provider card shows two lines of its bio; more would only weigh on the page. */
const BIO_MAX_CHARS = 160;

/** Only what a service card shows travels to the browser, not the whole card of the API. */
export function serviceCardView(card: ServiceCard): ServiceCardView {
  const named = (ref: { name: string; slug: string } | null) =>
    ref ? { name: ref.name, slug: ref.slug } : null;
  return {
    id: card.id,
    slug: card.slug,
    type: card.type,
    status: card.status,
    name: card.name,
    thumb: card.thumb,
    placeholder_bg: card.placeholder_bg,
    price_from: card.price_from,
    min_delivery_days: card.min_delivery_days,
    rating: card.rating,
    ratings_count: card.ratings_count,
    location: card.location,
    main_category: named(card.main_category),
    category: named(card.category),
    provider: { name: card.provider.name, avatar_url: card.provider.avatar_url },
    promoted: card.promoted,
  };
}

/** A provider card with its bio cut to what two lines can show (by characters, never mid-letter). */
export function providerCardView(card: ProviderCard): ProviderCard {
  const letters = card.bio ? Array.from(card.bio) : [];
  return letters.length > BIO_MAX_CHARS ? { ...card, bio: letters.slice(0, BIO_MAX_CHARS).join('') } : card;
}

/**
 * Providers suggested to a signed-in visitor: those working in the visitor's own categories first,
 * then the API's suggestions (whom they do not follow yet), each once, never the visitor, and none
 * of those home already shows among the top providers.
 */
export function suggestedProviders(input: {
  similar: ProviderCard[];
  suggestion: ProviderCard[];
  shown: { id: number }[];
  selfId: number | null;
  max: number;
}): ProviderCard[] {
  const seen = new Set(input.shown.map((p) => p.id));
  if (input.selfId !== null) seen.add(input.selfId);
  const out: ProviderCard[] = [];
  for (const provider of [...input.similar, ...input.suggestion]) {
    if (out.length >= input.max) break;
    if (seen.has(provider.id)) continue;
    seen.add(provider.id);
    out.push(provider);
  }
  return out;
}

/**
 * Listed services of each type, from two listing totals: all of them, and the requested ones (every
 * listed service is either provided or requested).
 */
export function typeCounts(total: number, requested: number) {
  return { provided: Math.max(total - requested, 0), requested };
}
