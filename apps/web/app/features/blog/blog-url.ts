import { LANGUAGES, type Language } from '@wasla/shared/languages';

/** The filters of /blogs as the address holds them: a language of articles, a tag and a page. */
export type BlogState = { lang?: Language; tag?: string; page: number };

export function readBlogState(search: URLSearchParams): BlogState {
  const lang = search.get('lang') ?? '';
  const tag = (search.get('tag') ?? '').trim().toLocaleLowerCase().replace(/\s+/g, ' ').slice(0, 30);
  const page = Number(search.get('page'));
  return {
    lang: (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : undefined,
    tag: tag || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query of the state, defaults left out, so each view has one address. */
export function blogQuery(state: BlogState): string {
  const query = new URLSearchParams();
  if (state.lang) query.set('lang', state.lang);
  if (state.tag) query.set('tag', state.tag);
  if (state.page > 1) query.set('page', String(state.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export const blogsHref = (lang: Language, state: BlogState) => `/${lang}/blogs${blogQuery(state)}`;
