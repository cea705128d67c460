import { ARTICLE_REJECTION_REASON_MAX_CHARS } from '@wasla/shared/business-constants';
import type { MyArticle } from '@wasla/shared/contracts/blog';
import { formatDate } from '@wasla/shared/format';
import { directionOf, type Language } from '@wasla/shared/languages';
import { Check, ExternalLink, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { articleHref } from '../blog/article-card';
import { DecisionButton, ReasonedDecision } from './decision-forms';
import type { DecisionOutcome } from './decision-outcome';

/**
 * One article in the moderation queue: who wrote it, when, its opening lines and a link to read it
 * whole; for one waiting, publish it or reject it with the reason its author will read.
 */
export function ArticleReview({
  article,
  lang,
  attempt,
  outcome,
}: {
  article: MyArticle;
  lang: Language;
  attempt: string;
  outcome?: DecisionOutcome;
}) {
  const { t } = useTranslation();
  const titleId = `article-${article.id}-title`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span>{t('admin.articles.by', { name: article.author.name })}</span>
          <span aria-hidden="true">·</span>
          <span>{t(`admin.articles.language_${article.language}`)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.updated_at}>{formatDate(article.updated_at, lang)}</time>
        </p>
        <h2
          id={titleId}
          className="mt-1 text-lg font-semibold"
          lang={article.language}
          dir={directionOf(article.language)}
        >
          {article.title}
        </h2>
        <p
          className="mt-1 line-clamp-3 text-muted"
          lang={article.language}
          dir={directionOf(article.language)}
        >
          {article.excerpt}
        </p>
        {article.rejection_reason ? (
          <p className="mt-2 text-sm text-danger">{t('blog.reason', { reason: article.rejection_reason })}</p>
        ) : null}
        <Link
          to={articleHref(lang, article.slug)}
          target="_blank"
          className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('admin.articles.read_whole')}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('admin.new_tab')}</span>
        </Link>
      </div>
      {outcome?.message ? (
        <p role="status" className={outcome.ok ? 'text-success' : 'text-danger'}>
          {outcome.message}
        </p>
      ) : null}
      {article.status === 'pending' ? (
        <div className="flex flex-wrap items-start gap-3">
          <DecisionButton id={article.id} attempt={attempt} intent="publish">
            <Check aria-hidden="true" className="size-4.5" />
            {t('admin.articles.publish')}
          </DecisionButton>
          <ReasonedDecision
            id={article.id}
            attempt={attempt}
            intent="reject"
            summary={
              <>
                <X aria-hidden="true" className="size-4.5" />
                {t('admin.articles.reject')}
              </>
            }
            reasonLabel={t('admin.articles.reason')}
            reasonHint={t('admin.articles.reason_hint')}
            submit={t('admin.articles.reject_send')}
            minLength={5}
            maxLength={ARTICLE_REJECTION_REASON_MAX_CHARS}
            errors={outcome?.reasonErrors}
          />
        </div>
      ) : null}
    </li>
  );
}
