import type { Language } from '@wasla/shared/languages';
import { availableOnly, FEATURES, type Feature, type FeatureSwitches } from '../../lib/features';

/**
 * The main navigation of SPEC.md section 1: home, services, providers, blog, plans. Blog and plans
 * appear once their screens are built (lib/features.ts).
 */
export function mainNav(lang: Language, switches: FeatureSwitches = FEATURES) {
  const links: { key: string; to: string; end: boolean; feature?: Feature }[] = [
    { key: 'nav.home', to: `/${lang}`, end: true },
    { key: 'nav.services', to: `/${lang}/category`, end: false },
    { key: 'nav.providers', to: `/${lang}/providers`, end: false },
    { key: 'nav.blog', to: `/${lang}/blogs`, end: false, feature: 'blogs' },
    { key: 'nav.plans', to: `/${lang}/plans`, end: false, feature: 'plans' },
  ];
  return availableOnly(links, switches);
}
