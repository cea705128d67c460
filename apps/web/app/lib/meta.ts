import { LANGUAGES, type Language } from '@wasla/shared/languages';
import type { MetaDescriptor } from 'react-router';
import type { LangData } from '../routes/lang';
import { addCatalogGroups, catalogGroupsOf, hasCatalogGroup } from './catalog-groups';
import { i18nFor } from './i18n';

const OG_LOCALE: Record<Language, string> = { ar: 'ar_AE', en: 'en_US', fr: 'fr_FR', tr: 'tr_TR' };

type MetaArgs = {
  matches: ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
  error?: unknown;
};

export function langDataOf(matches: MetaArgs['matches']): LangData | undefined {
  return matches.find((m) => m?.id === 'lang')?.data as LangData | undefined;
}

/**
 * Title, description, canonical address, `hreflang` alternates for the four languages and Open Graph
 * tags of a public page. `title` and `description` are catalogue keys or already translated text.
 */
export function pageMeta(
  args: MetaArgs,
  title: { key?: string; text?: string },
  description: { key?: string; text?: string },
): MetaDescriptor[] {
  const data = langDataOf(args.matches);
  if (!data) return [{ title: 'Wasla' }];
  // An error page titles itself (route-error-page.tsx, …) and is not indexed: a second title would
  // name the page it is not, and its own words may not have come with the failed loader.
  if (args.error) return [{ name: 'robots', content: 'noindex' }];
  // A screen whose catalog group is still on its way (a first navigation into the account screens)
  // is rendered again once it is here: the language layout waits for it in this same render, which
  // is then discarded, so these tags would never be seen. Asking for its words now would only log them
  // as missing.
  if (catalogGroupsOf(args.matches).some((group) => !hasCatalogGroup(data.lang, group))) return [];
  const i18n = i18nFor(data.lang);
  addCatalogGroups(i18n, args.matches);
  const t = i18n.t;
  const brand = t('brand.name');
  const heading = title.text ?? t(title.key ?? 'brand.name');
  const summary = description.text ?? t(description.key ?? 'meta.default_description');
  const fullTitle = heading === brand ? `${brand} | ${t('brand.tagline')}` : `${heading} | ${brand}`;
  const rest = args.location.pathname.split('/').slice(2).join('/');
  const at = (lang: Language) => `${data.origin}/${lang}${rest ? `/${rest}` : ''}`;
  return [
    { title: fullTitle },
    { name: 'description', content: summary },
    { tagName: 'link', rel: 'canonical', href: at(data.lang) },
    ...LANGUAGES.map((lang) => ({ tagName: 'link', rel: 'alternate', hrefLang: lang, href: at(lang) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: at('ar') },
    { property: 'og:site_name', content: brand },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: summary },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: at(data.lang) },
    { property: 'og:locale', content: OG_LOCALE[data.lang] },
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** Meta of a page whose loader returns its catalog copy with a `title` and an `intro`. */
export function copyMeta(args: MetaArgs & { loaderData?: { copy: { title: string; intro: string } } }) {
  return pageMeta(args, { text: args.loaderData?.copy.title }, { text: args.loaderData?.copy.intro });
}
