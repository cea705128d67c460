import { ARTICLES_PER_PAGE } from '@wasla/shared/business-constants';
import { articleSummarySchema } from '@wasla/shared/contracts/blog';
import { pageOf } from '@wasla/shared/contracts/replies';
import { LANGUAGE_NAMES, LANGUAGES } from '@wasla/shared/languages';
import { Newspaper, PenLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { LinkButton } from '../components/ui/link-button';
import { Pagination } from '../components/ui/pagination';
import { ArticleCard } from '../features/blog/article-card';
import { blogQuery, blogsHref, readBlogState } from '../features/blog/blog-url';
import { pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/blogs';

const articlePage = pageOf(articleSummarySchema);

/** `/blogs` (SPEC.md section 2): published articles, newest first, by language of the article and by tag. */
export async function loader(args: Route.LoaderArgs) {
  const { lang, api, signedIn } = await visitorApi(args);
  const state = readBlogState(new URL(args.request.url).searchParams);
  const query = new URLSearchParams(blogQuery(state).slice(1));
  query.set('per_page', String(ARTICLES_PER_PAGE));
  const list = await api.get(articlePage, `/blogs?${query}`);
  return data({ lang, state, list, signedIn });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { key: 'blog.title' }, { key: 'blog.intro' });

export default function Blogs({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { state, list, signedIn } = loaderData;
  const filtered = Boolean(state.lang || state.tag);
  const chip = (active: boolean) =>
    `rounded-full border px-3.5 py-1.5 text-sm font-semibold ${
      active
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-line bg-surface text-ink hover:bg-brand-50'
    }`;

  return (
    <div className="container-page grid gap-6 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('blog.title')}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t('blog.intro')}</p>
        </div>
        <LinkButton to={signedIn ? `/${lang}/add-blog` : `/${lang}/auth/login?redirect=/${lang}/add-blog`}>
          <PenLine aria-hidden="true" className="size-4.5" />
          {t('blog.write')}
        </LinkButton>
      </header>

      <nav aria-label={t('blog.filter_language')} className="flex flex-wrap gap-2">
        <Link
          to={blogsHref(lang, { ...state, lang: undefined, page: 1 })}
          className={chip(!state.lang)}
          aria-current={!state.lang ? 'true' : undefined}
        >
          {t('blog.all_languages')}
        </Link>
        {LANGUAGES.map((code) => (
          <Link
            key={code}
            to={blogsHref(lang, { ...state, lang: code, page: 1 })}
            className={chip(state.lang === code)}
            aria-current={state.lang === code ? 'true' : undefined}
            hrefLang={code}
            lang={code}
          >
            {LANGUAGE_NAMES[code]}
          </Link>
        ))}
      </nav>

      {state.tag ? (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {t('blog.tagged')}
          <Link
            to={blogsHref(lang, { ...state, tag: undefined, page: 1 })}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700"
          >
            <bdi>{`#${state.tag}`}</bdi>
            <X aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('blog.clear_tag')}</span>
          </Link>
        </p>
      ) : null}

      {list.data.length ? (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((article) => (
            <li key={article.id} className="flex">
              <ArticleCard article={article} lang={lang} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={Newspaper}
          title={t(filtered ? 'blog.no_match_title' : 'blog.empty_title')}
          body={t(filtered ? 'blog.no_match_body' : 'blog.empty_body')}
          action={
            filtered ? (
              <LinkButton to={`/${lang}/blogs`} variant="secondary">
                {t('blog.clear_filters')}
              </LinkButton>
            ) : undefined
          }
        />
      )}

      <Pagination
        current={list.meta.current_page}
        last={list.meta.last_page}
        hrefOf={(page) => blogsHref(lang, { ...state, page })}
      />
    </div>
  );
}
