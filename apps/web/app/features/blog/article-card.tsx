import type { ArticleSummary } from '@wasla/shared/contracts/blog';
import { formatDate, formatNumber } from '@wasla/shared/format';
import { directionOf, type Language } from '@wasla/shared/languages';
import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/ui/avatar';

/** An article's page, in the site's language `lang` (the article keeps its own). */
export const articleHref = (lang: Language, slug: string) => `/${lang}/blog/${encodeURIComponent(slug)}`;

/**
 * One article in a list: its picture, title and opening, in the article's own language and direction
 * (an Arabic article on an English page still reads right to left), with its author and date.
 */
export function ArticleCard({
  article,
  lang,
  headingLevel = 2,
}: {
  article: ArticleSummary;
  lang: Language;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const dir = directionOf(article.language);
  return (
    <article className="relative flex min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md focus-within:ring-3 focus-within:ring-brand-100">
      {article.photo ? (
        <img
          src={article.photo.thumb_url}
          alt=""
          width={480}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      ) : (
        <div aria-hidden="true" className="grid aspect-[4/3] place-items-center bg-brand-50 text-brand-600">
          <Newspaper className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg font-bold leading-snug" lang={article.language} dir={dir}>
          <Link
            to={articleHref(lang, article.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-muted" lang={article.language} dir={dir}>
          {article.excerpt}
        </p>
        <div className="mt-auto flex items-center gap-2 pt-2 text-xs text-muted">
          <Avatar name={article.author.name} url={article.author.avatar_url} size={24} />
          <span className="min-w-0 truncate font-semibold text-ink">
            <bdi>{article.author.name}</bdi>
          </span>
          <span aria-hidden="true">·</span>
          {article.published_at ? (
            <time dateTime={article.published_at}>{formatDate(article.published_at, lang)}</time>
          ) : null}
          <span aria-hidden="true">·</span>
          <span>
            {t('blog.minutes', {
              count: article.reading_minutes,
              n: formatNumber(article.reading_minutes, lang),
            })}
          </span>
        </div>
      </div>
    </article>
  );
}
