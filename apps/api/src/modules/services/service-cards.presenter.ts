import type { Price, ProviderSummary, ServiceCard } from '@wasla/shared/contracts/discovery';
import { type Language, localize } from '@wasla/shared/languages';
import { money, toReply } from '@wasla/shared/money';
import { SERVICE_THUMB_HEIGHT_PX, SERVICE_THUMB_WIDTH_PX } from '../media/service-image';
import { avatarUrl, placeholderTint } from '../search/search.presenter';
import type { ServiceCardRow } from './service-cards.repository';
import { serviceFileUrl } from './services.presenter';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * An amount of the service's currency, and the same in the visitor's when that differs. Amounts come
 * from the database as decimal text of minor units and stay bigints until they are decimal text again.
 */
export function presentPrice(
  minor: string,
  currency: { code: string; minorUnits: number },
  converted: { minor: string | null; code: string | null; minorUnits: number | null },
): Price {
  return {
    ...toReply(money(BigInt(minor), currency.code), currency.minorUnits),
    converted:
      converted.minor === null || converted.code === null
        ? null
        : toReply(money(BigInt(converted.minor), converted.code), converted.minorUnits ?? 2),
  };
}

export const presentProviderSummary = (row: {
  id: number;
  code: string;
  slug: string;
  name: string;
  avatar: string | null;
  rating: string;
  ratingsCount: number;
}): ProviderSummary => ({
  id: row.id,
  code: row.code,
  slug: row.slug,
  name: row.name,
  avatar_url: avatarUrl(row.avatar),
  rating: row.rating,
  ratings_count: row.ratingsCount,
});

export function presentServiceCard(row: ServiceCardRow, lang: Language): ServiceCard {
  const named = (id: number | null, name: ServiceCardRow['category_name'], slug: string | null) =>
    id === null || !name || !slug ? null : { id, name: localize(name, lang), slug };
  const thumb = row.image_thumb ?? row.image_file;
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    type: row.type,
    status: row.status,
    name: localize(row.name, lang),
    thumb: thumb
      ? {
          url: serviceFileUrl(thumb) as string,
          width: row.image_thumb ? SERVICE_THUMB_WIDTH_PX : row.image_width,
          height: row.image_thumb ? SERVICE_THUMB_HEIGHT_PX : row.image_height,
        }
      : null,
    placeholder_bg: placeholderTint(row.main_category_id),
    price_from:
      row.min_price === null || row.currency === null
        ? null
        : presentPrice(
            row.min_price,
            { code: row.currency, minorUnits: row.currency_minor_units ?? 2 },
            {
              minor: row.converted_min_price,
              code: row.visitor_currency,
              minorUnits: row.visitor_minor_units,
            },
          ),
    min_delivery_days: row.min_delivery_days,
    rating: row.rating,
    ratings_count: row.ratings_count,
    views: row.views,
    promoted: row.promoted,
    main_category: named(row.main_category_id, row.main_category_name, row.main_category_slug),
    category: named(row.category_id, row.category_name, row.category_slug),
    location: row.location ? localize(row.location, lang) : null,
    provider: presentProviderSummary({
      id: row.provider_id,
      code: row.provider_code,
      slug: row.provider_slug,
      name: row.provider_name,
      avatar: row.provider_avatar,
      rating: row.provider_rating,
      ratingsCount: row.provider_ratings_count,
    }),
    published_at: iso(row.published_at),
  };
}
