import type { Language } from '@wasla/shared/languages';

/** The main navigation of SPEC.md section 1: home, services, providers, blog, plans. */
export function mainNav(lang: Language) {
  return [
    { key: 'nav.home', to: `/${lang}`, end: true },
    { key: 'nav.services', to: `/${lang}/category`, end: false },
    { key: 'nav.providers', to: `/${lang}/providers`, end: false },
    { key: 'nav.blog', to: `/${lang}/blogs`, end: false },
    { key: 'nav.plans', to: `/${lang}/plans`, end: false },
  ];
}
