import type { Language } from '@wasla/shared/languages';

/** The back office's address in a language: `/{lang}/admin`, or one of its screens. */
export const adminHref = (lang: Language, path = '') => `/${lang}/admin${path ? `/${path}` : ''}`;
