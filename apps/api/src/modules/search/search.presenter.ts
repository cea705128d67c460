import type { SearchResult, SearchSuggestion } from '@wasla/shared/contracts/discovery';
import { type Language, localize } from '@wasla/shared/languages';
import { serviceFileUrl } from '../services/services.presenter';
import type { ProviderHit, ServiceHit, SuggestionHit } from './search.repository';

// Soft tints shown while a picture loads, one per main category so that a list reads as calm colour.
const PLACEHOLDER_TINTS = ['#E6F2EF', '#EEF0FA', '#FBF1E6', '#F6EAF0', '#EAF4FB', '#F1F5E6', '#F5EEE6'];
export const placeholderTint = (categoryId: number | null) =>
  PLACEHOLDER_TINTS[(categoryId ?? 0) % PLACEHOLDER_TINTS.length] as string;

export const avatarUrl = (file: string | null) => (file ? `/media/avatars/${file}` : null);

export const presentServiceHit = (hit: ServiceHit, lang: Language): SearchResult => ({
  id: hit.id,
  name: localize(hit.name, lang),
  slug: hit.slug,
  media: {
    thumbnail: serviceFileUrl(hit.thumb),
    place_holder: { medium_bg: placeholderTint(hit.main_category_id) },
  },
});

export const presentProviderHit = (hit: ProviderHit): SearchResult => ({
  id: hit.id,
  name: hit.name,
  slug: hit.slug,
  media: { medium: avatarUrl(hit.avatar_path) },
});

export const presentSuggestion = (hit: SuggestionHit, lang: Language): SearchSuggestion => ({
  text: localize(hit.name, lang),
  kind: hit.kind,
  slug: hit.slug,
});
