import type { ProviderCard } from '@wasla/shared/contracts/discovery';
import { type Language, localize } from '@wasla/shared/languages';
import { presentProviderSummary } from '../services/service-cards.presenter';
import type { ProviderCardRow } from './provider-cards.repository';

/** The day an account joined, as YYYY-MM-DD in UTC: "member since" needs no time of day. */
const isoDay = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

export function presentProviderCard(row: ProviderCardRow, lang: Language): ProviderCard {
  return {
    ...presentProviderSummary({
      id: row.id,
      code: row.code,
      slug: row.slug,
      name: row.name,
      avatar: row.avatar_path,
      rating: row.rating,
      ratingsCount: row.ratings_count,
    }),
    account_type: row.account_type,
    bio: row.bio,
    services_count: row.open_services_count,
    country:
      row.country_name && row.country_flag
        ? { name: localize(row.country_name, lang), flag: row.country_flag }
        : null,
    city: row.city_name ? localize(row.city_name, lang) : null,
    is_online: row.is_online,
    experiences: row.experiences,
    member_since: isoDay(row.created_at),
  };
}
