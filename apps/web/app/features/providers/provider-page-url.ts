import { SERVICE_TYPES, type ServiceType } from '@wasla/shared/business-constants';

/** The tabs of a provider's profile (SPEC.md section 2, "Provider profile tabs"). */
export const PROFILE_TABS = ['about', 'services', 'reviews', 'articles'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export type ProfileState = { tab: ProfileTab; type: ServiceType; page: number };

/**
 * Which tab of a profile is open lives in the address (`?tab=services&type=requested&page=2`), so
 * that every tab and page is rendered on the server, works without scripts and can be shared.
 * Anything unknown falls back to the first tab, provided services and the first page.
 */
export function readProfileState(search: URLSearchParams): ProfileState {
  const tab = search.get('tab');
  const type = search.get('type');
  const page = Number(search.get('page'));
  const state: ProfileState = {
    tab: (PROFILE_TABS as readonly string[]).includes(tab ?? '') ? (tab as ProfileTab) : 'about',
    type: (SERVICE_TYPES as readonly string[]).includes(type ?? '') ? (type as ServiceType) : 'provided',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
  // Only the services, reviews and articles tabs have pages; only the services tab has a type.
  if (state.tab !== 'services') state.type = 'provided';
  if (state.tab === 'about') state.page = 1;
  return state;
}

/** The address of a profile at a tab; defaults are left out so that each view has one address. */
export function profileHref(lang: string, slug: string, state: Partial<ProfileState> = {}): string {
  const query = new URLSearchParams();
  const tab = state.tab ?? 'about';
  if (tab !== 'about') query.set('tab', tab);
  if (tab === 'services' && state.type && state.type !== 'provided') query.set('type', state.type);
  if (tab !== 'about' && state.page && state.page > 1) {
    query.set('page', String(state.page));
  }
  const path = `/${lang}/provider/${encodeURIComponent(slug)}`;
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
