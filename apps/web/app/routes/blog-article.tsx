import { articleSchema, articleSummarySchema } from '@wasla/shared/contracts/blog';
import { formatDate, formatNumber } from '@wasla/shared/format';
import { directionOf, LANGUAGE_NAMES, LANGUAGES } from '@wasla/shared/languages';
import { Clock3, Languages, PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { z } from 'zod';
import { Avatar } from '../components/ui/avatar';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { LinkButton } from '../components/ui/link-button';
import { ArticleCard, articleHref } from '../features/blog/article-card';
import { articleStructuredData } from '../features/blog/article-structured-data';
import { blogsHref } from '../features/blog/blog-url';
import { ShareButton } from '../features/discovery/service-page/share-button';
import { profileHref } from '../features/providers/provider-page-url';
import { langDataOf, pageMeta } from '../lib/meta';
import { langOf } from '../lib/route-lang';
import { visitorApi } from '../lib/visitor.server';
import type { Route } from './+types/blog-article';

const pageReply = z.object({ article: articleSchema, related: z.array(articleSummarySchema) });

/**
 * `/blog/{slug}` (SPEC.md section 2): an article in its own language and direction, its author, tags,
 * translations and related articles. Its author (and the team) also reads it while it waits.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang, api } = await visitorApi(args);
  const found = await api.request(pageReply, 'GET', `/blogs/${encodeURIComponent(args.params.slug)}`);
  if (found.status !== 200 || found.body.error)
    throw data(null, { status: found.status === 200 ? 500 : found.status });
  return data({ lang, ...found.body.data });
}

export const meta: Route.MetaFunction = (args) => {
  const shell = langDataOf(args.matches);
  const article = args.loaderData?.article;
  if (!shell || !article) return pageMeta(args, {}, {});
  const own = (language: string, slug: string) =>
    `${shell.origin}/${language}/blog/${encodeURIComponent(slug)}`;
  const url = `${shell.origin}/${shell.lang}/blog/${encodeURIComponent(article.slug)}`;
  // The page's alternates are the article's translations, each on the site in its own language.
  const base = pageMeta(args, { text: article.title }, { text: article.excerpt }).filter(
    (tag) => !('hrefLang' in tag),
  );
  return [
    ...base,
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: article.language,
      href: own(article.language, article.slug),
    },
    ...article.translations.map((tr) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: tr.language,
      href: own(tr.language, tr.slug),
    })),
    { property: 'og:type', content: 'article' },
    ...(article.photo ? [{ property: 'og:image', content: `${shell.origin}${article.photo.url}` }] : []),
    ...(article.status === 'published' ? [] : [{ name: 'robots', content: 'noindex' }]),
    { 'script:ld+json': articleStructuredData(article, shell.origin, url) },
  ];
};

export default function BlogArticle({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = langOf(params);
  const { article, related } = loaderData;
  const dir = directionOf(article.language);
  const missing = LANGUAGES.filter(
    (code) => code !== article.language && !article.translations.some((tr) => tr.language === code),
  );

  return (
    <div className="container-page grid gap-8 py-8">
      <Breadcrumbs
        crumbs={[
          { label: t('nav.home'), href: `/${lang}` },
          { label: t('blog.title'), href: `/${lang}/blogs` },
          { label: article.title },
        ]}
      />
      {article.is_mine && article.status !== 'published' ? (
        <div
          role="status"
          className={`rounded-xl border p-4 ${article.status === 'rejected' ? 'border-danger bg-danger/5' : 'border-accent-500 bg-accent-50'}`}
        >
          <p className="font-semibold">{t(`blog.status_note_${article.status}`)}</p>
          {article.rejection_reason ? (
            <p className="mt-1 text-sm">{t('blog.reason', { reason: article.rejection_reason })}</p>
          ) : null}
        </div>
      ) : null}

      <article className="mx-auto grid w-full max-w-3xl gap-6" lang={article.language} dir={dir}>
        <header className="grid gap-4">
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{article.title}</h1>
          <div
            className="flex flex-wrap items-center gap-3 text-sm text-muted"
            dir={directionOf(lang)}
            lang={lang}
          >
            <Link
              to={profileHref(lang, article.author.slug)}
              className="flex items-center gap-2 font-semibold text-ink hover:underline"
            >
              <Avatar name={article.author.name} url={article.author.avatar_url} size={36} />
              <bdi>{article.author.name}</bdi>
            </Link>
            {article.published_at ? (
              <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
            ) : null}
            <span className="inline-flex items-center gap-1">
              <Clock3 aria-hidden="true" className="size-4" />
              {t('blog.minutes', {
                count: article.reading_minutes,
                n: formatNumber(article.reading_minutes, lang),
              })}
            </span>
          </div>
        </header>
        {article.photo ? (
          <img
            src={article.photo.url}
            alt=""
            width={article.photo.width}
            height={article.photo.height}
            className="h-auto w-full rounded-2xl object-cover"
            fetchPriority="high"
          />
        ) : null}
        {/* Cleaned by the API when it was saved: only paragraphs, emphasis, lists and quotes remain. */}
        <div
          className="prose-description text-lg leading-relaxed [overflow-wrap:anywhere] [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-4 [&_ul]:list-disc [&_ul]:ps-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the API before it was stored.
          dangerouslySetInnerHTML={{ __html: article.body }}
        />
        <footer className="grid gap-4" dir={directionOf(lang)} lang={lang}>
          {article.tags.length ? (
            <ul aria-label={t('blog.tags')} className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={blogsHref(lang, { tag, page: 1 })}
                    className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    <bdi>{`#${tag}`}</bdi>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {article.translations.length ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Languages aria-hidden="true" className="size-4" />
              {t('blog.also_in')}
              {article.translations.map((tr) => (
                <Link
                  key={tr.id}
                  to={articleHref(tr.language, tr.slug)}
                  hrefLang={tr.language}
                  lang={tr.language}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {LANGUAGE_NAMES[tr.language]}
                </Link>
              ))}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ShareButton title={article.title} path={articleHref(lang, article.slug)} />
            {article.is_mine ? (
              <LinkButton to={`/${lang}/edit-blog/${encodeURIComponent(article.slug)}`} variant="secondary">
                <PenLine aria-hidden="true" className="size-4.5" />
                {t('blog.edit')}
              </LinkButton>
            ) : null}
            {article.is_mine && !article.translation_of
              ? missing.map((code) => (
                  <LinkButton
                    key={code}
                    to={`/${lang}/add-blog?translation_of=${article.id}&language=${code}`}
                    variant="secondary"
                  >
                    <Languages aria-hidden="true" className="size-4.5" />
                    {t('blog.translate_to', { language: LANGUAGE_NAMES[code] })}
                  </LinkButton>
                ))
              : null}
          </div>
        </footer>
      </article>

      {related.length ? (
        <section aria-labelledby="related-title" className="grid gap-4">
          <h2 id="related-title" className="text-2xl font-bold">
            {t('blog.related')}
          </h2>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id} className="flex">
                <ArticleCard article={item} lang={lang} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
